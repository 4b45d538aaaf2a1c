import type { ComponentProps, JSXElementConstructor } from 'react';
import type { z } from 'zod';

/** What the check needs of a tile definition: its key and its schema. */
interface ServerTile {
  key: string;
  parse: z.ZodType;
}

// Each block takes its own props (any): the check compares them with the schema's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Blocks = Record<string, JSXElementConstructor<any>>;

/** The keys whose block cannot take the props its tile's schema gives. */
type WrongProps<Tile extends ServerTile, B extends Blocks> = {
  [T in Tile as T['key']]: T['key'] extends keyof B
    ? z.output<T['parse']> extends ComponentProps<B[T['key']]>
      ? never
      : T['key']
    : never;
}[Tile['key']];

/**
 * `true` when the server's tile definitions and the browser's blocks have the same keys, both
 * ways, and every block takes the props its tile's schema gives; otherwise the problems, so the
 * type error names the keys to fix.
 */
export type RegistryCheck<Tile extends ServerTile, B extends Blocks> = Verdict<
  Exclude<Tile['key'], keyof B>,
  Exclude<keyof B, Tile['key']>,
  WrongProps<Tile, B>
>;

// The problems as plain key unions in an object literal: the compiler's message then spells them.
type Verdict<NoBlock, NoDefinition, WrongProps> = [NoBlock | NoDefinition | WrongProps] extends [
  never,
]
  ? true
  : {
      'tiles without a block in tile-blocks.ts': NoBlock;
      'blocks without a definition in tile-definitions.server.ts': NoDefinition;
      'blocks that do not take the props their schema gives': WrongProps;
    };

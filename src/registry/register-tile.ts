import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { TileEntry } from '@/lib/content';
import type { TileKey } from './tile-keys';

/**
 * A tile type's client-safe half: how a tile entry becomes props, and the block that renders them.
 * Its server half, when it needs data (a menu, the restaurant list), is a loader in
 * tile-loaders.server.ts under the same key, so Next.js keeps it out of the browser bundle.
 */
export interface TileDefinition<Props extends object = object> {
  key: TileKey;
  /** Turns a tile entry (links resolved to plain data) into the block's props. */
  parse: z.ZodType<Props>;
  /** Renders the tile. Heavy blocks are `next/dynamic` components. */
  Block: ComponentType<Props>;
  /** A tile entry of this type for /_tiles and the registry tests. */
  fixture: TileEntry;
}

interface Registration<Props extends object> {
  type: string;
  formType?: string;
  parse: z.ZodType<Props>;
  Block: ComponentType<Props>;
  fixture: TileEntry;
}

/** Declares a tile type; list the result in tiles.ts under its key. */
export function registerTile<Props extends object>(
  registration: Registration<Props>,
): TileDefinition<Props> {
  const { type, formType, parse, Block, fixture } = registration;
  const key = (formType ? `${type}:${formType}` : type) as TileKey;
  if (fixture.type !== type || fixture.formType !== formType) {
    throw new Error(`The fixture of tile ${key} is of type ${fixture.type}:${fixture.formType}`);
  }
  return { key, parse, Block, fixture };
}

/**
 * Any tile definition, whatever its props: the registry map holds tiles of different props, and a
 * definition both produces props (parse) and consumes them (Block), so no narrower type fits all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTileDefinition = TileDefinition<any>;

/** The props of a registered tile type. */
export type PropsOf<T> = T extends TileDefinition<infer Props> ? Props : never;

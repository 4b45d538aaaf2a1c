import { z } from 'zod';
import type { LayoutSettings, TileEntry } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import type { Logger } from '@/lib/log';
import { tileKey, type TileKeyOf } from './tile-key';
import type { TileModel } from './tile-model';

/** What a loader may use: the content of the page's brand, the settings, and a logger. */
export interface TileLoadContext {
  content: ContentSource;
  settings: LayoutSettings;
  preview: boolean;
  log: Logger;
  /** The restaurant whose page this is, if any: a booking strip there books it. */
  pageStoreId?: string;
}

/** A tile type's server step: adds the data its block needs to the parsed props. */
export type TileLoader<Props> = (props: Props, context: TileLoadContext) => Promise<Props>;

/**
 * Stamped on every tile definition. Definitions are server-only (schema, fixture, loader): the
 * browser gets a tile's block and nothing else. e2e/client-bundle.spec.ts fails if this text is
 * found in any browser chunk, which is what would happen if a block imported a definition.
 */
export const serverOnlyMarker = 'tavola:tile-definition:server-only';

/** The server half of a tile type: how an entry of it becomes its block's props. */
export interface TileDefinition<Key extends string = string, Props extends object = object> {
  /** The registry key: the tile's type, or `form:{formType}` for a form tile. */
  key: Key;
  type: string;
  formType?: string;
  /** Its fields, declared once: its content type and the root of `parse` come from them. */
  model: TileModel;
  /** Turns a tile entry (links resolved to plain data) into the block's props. */
  parse: z.ZodType<Props>;
  /** A tile entry of this type, for /_tiles and the tests. */
  fixture: TileEntry;
  /** Adds the data the block needs from elsewhere (a menu, the restaurants), on the server. */
  load?: TileLoader<Props>;
  serverOnly: typeof serverOnlyMarker;
}

/**
 * Any tile definition, whatever its props: a list holds tiles of different props, and a definition
 * both produces props (parse) and consumes them (load), so no narrower type fits all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTileDefinition = TileDefinition<string, any>;

interface TileSpec<Type extends string, FormType extends string | undefined, Props extends object> {
  /** The tile's content model (`<name>.model.ts`): its type, form type and fields. */
  model: TileModel<Type, FormType>;
  /** Its model's `schema`, refined or transformed into the block's props (`<name>.schema.ts`). */
  parse: z.ZodType<Props>;
  fixture: TileEntry;
  load?: TileLoader<Props>;
}

/** The object schema at the root of `parse`, under its refinements and transforms. */
function rootObject(parse: z.ZodType): z.ZodObject | undefined {
  if (parse instanceof z.ZodObject) return parse;
  if (parse instanceof z.ZodPipe) return rootObject(parse.in as z.ZodType);
  return undefined;
}

/** Why `parse` does not read exactly the model's fields, each as the field declares, if it does not. */
export function parseMismatch(model: TileModel, parse: z.ZodType): string | undefined {
  const root = rootObject(parse);
  if (!root) return "its parse is not built on its model's schema";
  const shape = root.shape as Record<string, z.ZodType>;
  const fields = model.fields as Record<string, { parse: z.ZodType }>;
  const extra = Object.keys(shape).filter((id) => !(id in fields));
  const missing = Object.keys(fields).filter((id) => !(id in shape));
  const other = Object.keys(fields).filter((id) => id in shape && shape[id] !== fields[id]!.parse);
  if (extra.length > 0)
    return `its parse reads fields its model does not declare: ${extra.join(', ')}`;
  if (missing.length > 0) return `its parse does not read the model's ${missing.join(', ')}`;
  if (other.length > 0)
    return `its parse reads ${other.join(', ')} otherwise than the model declares`;
  return undefined;
}

/**
 * Declares a tile type in its folder (`src/blocks/<name>/<name>.tile.server.ts`); the registry
 * lists the result once (src/registry/tile-definitions.server.ts) and its block once
 * (src/registry/tile-blocks.ts). docs/TILES.md explains the whole way from entry to block.
 */
export function defineTile<
  const Type extends string,
  const FormType extends string | undefined = undefined,
  Props extends object = object,
>(spec: TileSpec<Type, FormType, Props>): TileDefinition<TileKeyOf<Type, FormType>, Props> {
  const { model, parse, fixture, load } = spec;
  const { type, formType } = model;
  const key = tileKey(type, formType) as TileKeyOf<Type, FormType>;
  const mismatch = parseMismatch(model, parse);
  if (mismatch) throw new Error(`Tile ${key}: ${mismatch}`);
  if (fixture.type !== type || fixture.formType !== formType) {
    throw new Error(
      `The fixture of tile ${key} is of type ${tileKey(fixture.type, fixture.formType)}`,
    );
  }
  return { key, type, formType, model, parse, fixture, load, serverOnly: serverOnlyMarker };
}

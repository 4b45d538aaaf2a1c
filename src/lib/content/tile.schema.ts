import { z } from 'zod';

/** The content type of the tiles of one type: `heroTile`, `contactFormTile` for a form tile. */
export function tileContentTypeId(type: string, formType?: string): string {
  return formType === undefined ? `${type}Tile` : `${formType}FormTile`;
}

/**
 * The tile type a content type holds, by the rule of tileContentTypeId (a form tile's type is
 * `form`); undefined for any other content type. `tile` is the one content type every tile had
 * before each tile type had its own: its entries carry their type in their fields.
 */
export function tileTypeOf(contentTypeId: string): { type: string; formType?: string } | undefined {
  const form = /^([a-z][A-Za-z0-9]*)FormTile$/.exec(contentTypeId);
  if (form) return { type: 'form', formType: form[1] };
  const tile = /^([a-z][A-Za-z0-9]*)Tile$/.exec(contentTypeId);
  return tile ? { type: tile[1]! } : undefined;
}

/** An entry of a tile's own content type gets its type (and form type) from it. */
function withTileType(value: unknown): unknown {
  const contentType = (value as { contentType?: unknown } | null)?.contentType;
  const tile = typeof contentType === 'string' ? tileTypeOf(contentType) : undefined;
  return tile ? { ...(value as object), ...tile } : value;
}

/**
 * A tile entry as the content source hands it to the registry: its id, type and form type, and its
 * fields with every link already resolved to plain objects. The registry's `parse` for the tile's
 * type turns it into the block's props; nothing else reads tile fields.
 */
export const tileEntrySchema = z.preprocess(
  withTileType,
  z
    .object({
      id: z.string(),
      contentType: z.string().refine((id) => id === 'tile' || tileTypeOf(id) !== undefined, {
        message: 'Not a tile',
      }),
      type: z.string().min(1),
      formType: z.string().optional(),
      key: z.string().optional(),
    })
    .loose(),
);
export type TileEntry = z.infer<typeof tileEntrySchema>;

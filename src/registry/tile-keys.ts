/**
 * The tile types of the content model (contentful-migrations/, the `type` field of `tile`), each
 * with the block that renders it. A test keeps this list and the model in step; adding a type here
 * without registering it in tiles.ts is a type error.
 */
export const tileTypes = [
  'hero',
  'text',
  'image',
  'carousel',
  'callToAction',
  'accordion',
  'banner',
  'menu',
  'locationFinder',
  'restaurantList',
  'bookingStrip',
] as const;
export type TileType = (typeof tileTypes)[number];

/**
 * Tile types whose block depends on the tile's `formType` (a form tile is a contact form, a
 * group-booking form...): their registry key is `{type}:{formType}`.
 */
export const formTileTypes = {} as const satisfies Partial<Record<TileType, readonly string[]>>;

type FormTileKey = {
  [T in keyof typeof formTileTypes]: `${T}:${(typeof formTileTypes)[T][number]}`;
}[keyof typeof formTileTypes];

/** A registry key: the tile type, or `{type}:{formType}` for form tiles. */
export type TileKey = Exclude<TileType, keyof typeof formTileTypes> | FormTileKey;

/** The registry key of a tile entry, or undefined for a type the site does not know. */
export function tileKeyOf(type: string, formType?: string): TileKey | undefined {
  if (!(tileTypes as readonly string[]).includes(type)) return undefined;
  const forms = (formTileTypes as Record<string, readonly string[]>)[type];
  if (!forms) return type as TileKey;
  return formType && forms.includes(formType) ? (`${type}:${formType}` as TileKey) : undefined;
}

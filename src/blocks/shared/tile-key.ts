/**
 * The tile type whose block depends on the tile's `formType` (a contact form, a group-booking
 * form...): one tile type in the content model, one registry entry per form type.
 */
export const formTileType = 'form';

/** The registry key of a tile type and form type, as a type (tileKey gives it as a value). */
export type TileKeyOf<
  Type extends string,
  FormType extends string | undefined,
> = Type extends typeof formTileType ? `${Type}:${FormType & string}` : Type;

/** The registry key of a tile entry: `form:{formType}` for a form tile, its type for any other. */
export function tileKey(type: string, formType?: string): string {
  // A formType on any other tile is a leftover of an editor's change of type: it means nothing.
  return type === formTileType ? `${type}:${formType ?? ''}` : type;
}

/**
 * The key among `keys` of a tile entry, or undefined when the site has no block for it (an
 * unknown type, or a form tile of an unknown or missing form type).
 */
export function findTileKey<Key extends string>(
  keys: readonly Key[],
  type: string,
  formType?: string,
): Key | undefined {
  const key = tileKey(type, formType);
  return keys.find((candidate) => candidate === key);
}

import { readModel } from '../../scripts/content/read-model';
import { tileFrameSchema } from './tile-frame.schema';
import { formTileTypes, tileKeyOf, tileTypes } from './tile-keys';
import { tiles } from './tiles';

// STYLE.md 4: every tile type and form type of the content model has a registry entry and a
// fixture, and every entry is in the model.
const tileModel = readModel().find((type) => type.sys.id === 'tile')!;
const modelValues = (fieldId: string) =>
  tileModel.fields.find((field) => field.id === fieldId)?.validations.find((v) => v.in)?.in ?? [];

describe('tile registry', () => {
  it('knows exactly the tile types of the content model', () => {
    expect([...tileTypes].sort()).toEqual([...modelValues('type')].sort());
  });

  it('knows exactly the form types of the content model', () => {
    const registered = Object.values(formTileTypes as Record<string, readonly string[]>).flat();
    expect(registered.sort()).toEqual([...modelValues('formType')].sort());
  });

  it.each(Object.entries(tiles))('%s: its fixture is a valid tile of its key', (key, tile) => {
    expect(tile.key).toBe(key);
    expect(tileKeyOf(tile.fixture.type, tile.fixture.formType)).toBe(key);
    expect(tileFrameSchema.safeParse(tile.fixture).error).toBeUndefined();
    expect(tile.parse.safeParse(tile.fixture).error).toBeUndefined();
  });

  it('does not know a type outside the model', () => {
    expect(tileKeyOf('spinner')).toBeUndefined();
  });
});

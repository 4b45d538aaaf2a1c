import { readModel } from '../../scripts/content/read-model';
import { tileBlocks } from './tile-blocks';
import { tileDefinitions, tileKeyOf } from './tile-definitions.server';
import { tileFrameSchema } from './tile-frame.schema';

// STYLE.md 4: every tile type and form type of the content model has a registry entry (a block,
// and a definition with its fixture), and every entry is in the model. The compiler checks the
// two halves against each other (tile-definitions.server.ts); this checks them against the model.
let allowed: (fieldId: string) => string[];
beforeAll(async () => {
  const tile = (await readModel()).find((type) => type.sys.id === 'tile')!;
  allowed = (fieldId) =>
    (tile.fields.find((field) => field.id === fieldId)?.validations.find((v) => v.in)?.in ?? [])
      .map(String)
      .sort();
});
const distinct = (values: string[]) => [...new Set(values)].sort();

describe('tile registry', () => {
  it('knows exactly the tile types of the content model', () => {
    expect(distinct(tileDefinitions.map((tile) => tile.type))).toEqual(allowed('type'));
  });

  it('knows exactly the form types of the content model', () => {
    const formTypes = tileDefinitions.flatMap((tile) => (tile.formType ? [tile.formType] : []));
    expect(distinct(formTypes)).toEqual(allowed('formType'));
  });

  it('has a block for every tile definition and a definition for every block', () => {
    expect(Object.keys(tileBlocks).sort()).toEqual(tileDefinitions.map((tile) => tile.key).sort());
  });

  it.each(tileDefinitions.map((tile) => [tile.key, tile] as const))(
    '%s: its fixture is a valid tile of its key',
    (key, tile) => {
      expect(tileKeyOf(tile.fixture.type, tile.fixture.formType)).toBe(key);
      expect(tileFrameSchema.safeParse(tile.fixture).error).toBeUndefined();
      expect(tile.parse.safeParse(tile.fixture).error).toBeUndefined();
    },
  );

  it('knows no tile type or form type outside the model', () => {
    expect(tileKeyOf('spinner')).toBeUndefined();
    expect(tileKeyOf('form', 'noSuchForm')).toBeUndefined();
    expect(tileKeyOf('form')).toBeUndefined();
  });
});

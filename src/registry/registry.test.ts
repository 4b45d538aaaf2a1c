import path from 'node:path';
import { contentTypeOf, controlsOf } from '@/blocks/shared/tile-content-type';
import { tileTypeOf } from '@/lib/content';
import { readModel, type ModelContentType } from '../../scripts/content/read-model';
import { loadTileModels } from '../../scripts/content/tile-content-types';
import { tileBlocks } from './tile-blocks';
import { tileDefinitions, tileKeyOf } from './tile-definitions.server';
import { tileFrameSchema } from './tile-frame.schema';

// STYLE.md 4: every tile type of the content model has a registry entry (a block, and a definition
// with its model and fixture), and every entry's model is in the content model exactly as it
// declares it. The compiler checks the two halves against each other (tile-definitions.server.ts);
// this checks them against the model the migrations build (`npm run content:tiles` writes the
// migration a changed model needs).
let model: ModelContentType[];
const controls = new Map<string, { widgetId: string; settings?: Record<string, unknown> }>();
beforeAll(async () => {
  model = await readModel(undefined, { controls });
});
const modelsOf = tileDefinitions.map((tile) => [tile.key, tile.model] as const);

describe('tile registry', () => {
  it('knows exactly the tile content types of the content model', () => {
    const tileTypes = model.map((type) => type.sys.id).filter((id) => tileTypeOf(id));
    expect(tileDefinitions.map((tile) => tile.model.contentTypeId).sort()).toEqual(
      tileTypes.sort(),
    );
  });

  it.each(modelsOf)(
    '%s: its content type (and its parts) in the content model is as its model declares',
    (_key, tileModel) => {
      for (const each of [tileModel, ...tileModel.parts]) {
        const declared = contentTypeOf(each);
        const built = model.find((type) => type.sys.id === declared.sys.id);
        // If this fails after changing a model, run `npm run content:tiles`.
        expect(built && JSON.parse(JSON.stringify(built))).toEqual(declared);
        for (const control of controlsOf(each)) {
          expect(controls.get(`${control.contentTypeId}.${control.fieldId}`)).toEqual({
            widgetId: control.widgetId,
            settings: control.settings,
          });
        }
      }
    },
  );

  it('holds every model of src/blocks, and each definition holds its own', () => {
    const models = loadTileModels(path.join(__dirname, '../..'));
    expect(models.map((each) => each.contentTypeId).sort()).toEqual(
      tileDefinitions.map((tile) => tile.model.contentTypeId).sort(),
    );
    for (const tile of tileDefinitions) {
      expect([tile.model.type, tile.model.formType]).toEqual([tile.type, tile.formType]);
    }
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

  it.each(tileDefinitions.map((tile) => [tile.key, tile] as const))(
    '%s: its fixture is an entry of its content type, with only the fields it has',
    (_key, tile) => {
      const { id, contentType, type, formType, ...fields } = tile.fixture;
      void [id, type, formType];
      expect(contentType).toBe(tile.model.contentTypeId);
      const own = (typeId: string) =>
        model.find((each) => each.sys.id === typeId)!.fields.map((field) => field.id);
      expect(Object.keys(fields).filter((field) => !own(contentType).includes(field))).toEqual([]);
      // A part (a carousel's slide) is an entry of the part's content type.
      for (const part of tile.model.parts) {
        const items = (fields as { items?: { contentType: string }[] }).items ?? [];
        for (const { contentType: linked, ...partFields } of items) {
          expect(linked).toBe(part.contentTypeId);
          const extra = Object.keys(partFields).filter(
            (field) => field !== 'id' && !own(linked).includes(field),
          );
          expect(extra).toEqual([]);
        }
      }
    },
  );

  it('knows no tile type or form type outside the model', () => {
    expect(tileKeyOf('spinner')).toBeUndefined();
    expect(tileKeyOf('form', 'noSuchForm')).toBeUndefined();
    expect(tileKeyOf('form')).toBeUndefined();
  });
});

import { field } from '../../src/blocks/shared/tile-fields';
import { defineTileModel } from '../../src/blocks/shared/tile-model';
import { numberedScripts, readModel } from './read-model';
import { fakeManagementApi } from './testing/fake-management-api';
import { loadMigration, runMigration } from './testing/run-migration';
import {
  loadTileModels,
  tileContentModel,
  tileMigrationSource,
  tileModelDifferences,
} from './tile-content-types';

// The tiles' generated migration (npm run content:tiles, issue 34): it holds only what differs
// from the model the migrations build, and, run through contentful-migration itself on a space,
// it makes the tile content types and changes nothing when run again.

jest.setTimeout(60_000);

const root = process.cwd();
const models = loadTileModels(root);

async function built() {
  const controls = new Map<string, { widgetId: string; settings?: Record<string, unknown> }>();
  return { types: await readModel(undefined, { controls }), controls };
}

describe('the tiles’ generated migration', () => {
  it('is not needed while the models and the content model agree', async () => {
    const { types, controls } = await built();
    expect(tileModelDifferences(tileContentModel(models), types, controls).differences).toEqual([]);
  });

  it('holds a new tile type and a changed one, and nothing else', async () => {
    const { types, controls } = await built();
    const hero = models.find((model) => model.type === 'hero')!;
    const changedHero = defineTileModel({
      type: 'hero',
      description: hero.description,
      fields: { ...hero.fields, strapline: field.text('Strapline', { help: 'Under the title.' }) },
    });
    const quote = defineTileModel({
      type: 'quote',
      description: 'A diner’s words',
      fields: { title: field.text('Quote', { required: true }) },
    });
    const others = models.filter((model) => model !== hero);
    const { model, differences } = tileModelDifferences(
      tileContentModel([...others, changedHero, quote]),
      types,
      controls,
    );
    expect(differences).toEqual([
      'heroTile.strapline: not in the content model',
      'heroTile.strapline: its help text differs',
      'quoteTile: not in the content model',
      'page.tiles: allows other tiles',
      'restaurant.heroTiles: allows other tiles',
    ]);
    expect(model.contentTypes.map((type) => type.sys.id)).toEqual(['heroTile', 'quoteTile']);
    expect(model.links.map((link) => `${link.contentTypeId}.${link.fieldId}`)).toEqual([
      'page.tiles',
      'restaurant.heroTiles',
    ]);
    expect(tileMigrationSource(model)).toContain("require('./lib/sync-content-types')");
  });

  it.each(['en-US', 'en-GB'])(
    'makes the tile content types on an %s space, and changes nothing when run again after it',
    async (locale) => {
      const api = fakeManagementApi({
        locales: [{ code: locale, default: true }],
        contentTypes: [],
        entries: [],
      });
      const scripts = numberedScripts();
      const generated = scripts.filter((name) => name.endsWith('-tile-content-types.js'));
      expect(generated.length).toBeGreaterThan(0);
      for (const name of scripts) {
        await runMigration(api, loadMigration(name));
        if (!generated.includes(name)) continue;
        // Straight after it, it runs again without a request.
        const before = structuredClone([...api.contentTypes.values()]);
        expect(await runMigration(api, loadMigration(name))).toEqual([]);
        expect([...api.contentTypes.values()]).toEqual(before);
      }
      const hero = api.contentTypes.get('heroTile') as { fields: { id: string }[] } | undefined;
      expect(hero?.fields.map((each) => each.id)).toContain('videoDesktop');
      const help = api.editorInterfaces.get('heroTile') as unknown as { controls: unknown[] };
      expect(help.controls).toEqual(
        expect.arrayContaining([expect.objectContaining({ fieldId: 'image' })]),
      );
    },
  );
});

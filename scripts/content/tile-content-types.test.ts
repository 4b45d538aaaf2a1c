import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentTypeOf } from '../../src/blocks/shared/tile-content-type';
import { field } from '../../src/blocks/shared/tile-fields';
import { defineTileModel } from '../../src/blocks/shared/tile-model';
import { migrationsDir, numberedScripts, readModel } from './read-model';
import { fakeManagementApi } from './testing/fake-management-api';
import { loadMigration, runMigration, type Migration } from './testing/run-migration';
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

    // Run after the others, it makes the content model what the models declare: the new field in
    // its place (before the frame's fields), its help text, the new type.
    const dir = mkdtempSync(path.join(tmpdir(), 'tavola-tiles-'));
    try {
      for (const name of readdirSync(migrationsDir)) {
        symlinkSync(path.join(migrationsDir, name), path.join(dir, name));
      }
      writeFileSync(path.join(dir, '99-tile-content-types.js'), tileMigrationSource(model));
      const after = new Map<string, { widgetId: string; settings?: Record<string, unknown> }>();
      const replayed = await readModel(dir, { controls: after });
      for (const declared of [changedHero, quote]) {
        const built = replayed.find((type) => type.sys.id === declared.contentTypeId);
        expect(JSON.parse(JSON.stringify(built))).toEqual(contentTypeOf(declared));
      }
      expect(after.get('heroTile.strapline')).toEqual({
        widgetId: 'singleLine',
        settings: { helpText: 'Under the title.' },
      });
      // And so it does through contentful-migration itself, on a space the others built.
      const api = fakeManagementApi({
        locales: [{ code: 'en-US', default: true }],
        contentTypes: [],
        entries: [],
      });
      for (const name of numberedScripts()) await runMigration(api, loadMigration(name));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      await runMigration(api, require(path.join(dir, '99-tile-content-types.js')) as Migration);
      const { sys, ...space } = api.contentTypes.get('heroTile') as unknown as ReturnType<
        typeof contentTypeOf
      >;
      expect(sys.id).toBe('heroTile');
      const { sys: declaredSys, ...declared } = contentTypeOf(changedHero);
      void declaredSys;
      // The library sends what differs from the API's defaults: not localized, disabled, omitted.
      const sent = declared.fields.map(({ localized, disabled, omitted, ...rest }) => {
        void [localized, disabled, omitted];
        return rest;
      });
      expect(space).toEqual({ ...declared, fields: sent });
      const again = tileModelDifferences(
        tileContentModel([...others, changedHero, quote]),
        replayed,
        after,
      );
      expect(again.differences).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves to a migration written by hand what would lose values', async () => {
    const { types, controls } = await built();
    const hero = models.find((model) => model.type === 'hero')!;
    const { subtitle, ...rest } = hero.fields;
    void subtitle;
    const changed = defineTileModel({
      type: 'hero',
      description: hero.description,
      fields: { ...rest, title: field.richText('Title', { required: true }) },
    });
    const others = models.filter((model) => model !== hero);
    const { handWritten } = tileModelDifferences(
      tileContentModel([...others, changed]),
      types,
      controls,
    );
    expect(handWritten).toEqual([
      'heroTile.title: its type changes, and its values with it',
      'heroTile.subtitle: not in its model, so it goes, and its values with it',
    ]);
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

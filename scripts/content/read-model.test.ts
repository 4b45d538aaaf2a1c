import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir, readModel } from './read-model';

// Migrations that add a value read the field's current list from the space (allowValues); the
// offline replay must answer them from the model the earlier scripts built, as a space would.
const helper = JSON.stringify(path.join(migrationsDir, 'lib', 'allow-values.js'));
const dirs: string[] = [];
let dir: string;

/** A fresh folder of migrations (scripts are required, so a changed script needs a new path). */
function migrations(scripts: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'tavola-migrations-'));
  dirs.push(dir);
  for (const [name, code] of Object.entries(scripts)) writeFileSync(path.join(dir, name), code);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const createTile = `module.exports = function (migration) {
  const tile = migration.createContentType('tile', { name: 'Tile' });
  tile.createField('type', {
    name: 'Type',
    type: 'Symbol',
    validations: [{ size: { max: 40 } }, { in: ['hero', 'text'], message: 'Pick a type' }],
  });
  tile.createField('formType', { name: 'Form type', type: 'Symbol' });
};`;
const allow = (field: string, values: string[]) => `const { allowValues } = require(${helper});
module.exports = async function (migration, { makeRequest }) {
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: '${field}',
    values: ${JSON.stringify(values)},
  });
};`;

const fieldOf = async (field: string) =>
  (await readModel(dir))
    .find((type) => type.sys.id === 'tile')!
    .fields.find((f) => f.id === field)!;

describe('readModel with allowValues', () => {
  it('appends only the new values, keeping the other validations and the message', async () => {
    migrations({
      '01-tile.js': createTile,
      '02-menu-tile.js': allow('type', ['menu']),
      '03-again.js': allow('type', ['text', 'menu', 'banner', 'banner']),
    });
    expect((await fieldOf('type')).validations).toEqual([
      { size: { max: 40 } },
      { in: ['hero', 'text', 'menu', 'banner'], message: 'Pick a type' },
    ]);
  });

  it('gives a field without a list of allowed values its first one', async () => {
    migrations({ '01-tile.js': createTile, '02-contact-form.js': allow('formType', ['contact']) });
    expect((await fieldOf('formType')).validations).toEqual([{ in: ['contact'] }]);
  });

  it('fails on a field or content type the space does not have', async () => {
    migrations({ '01-tile.js': createTile, '02-typo.js': allow('formTyp', ['contact']) });
    await expect(readModel(dir)).rejects.toThrow('allowValues: tile.formTyp does not exist');
    migrations({
      '01-tile.js': createTile,
      '02-typo.js': allow('type', ['x']).replace("'tile'", "'tyle'"),
    });
    await expect(readModel(dir)).rejects.toThrow('/content_types/tyle: 404 Not Found');
  });

  it('refuses requests it cannot answer rather than answer nothing', async () => {
    migrations({
      '01-entries.js': `module.exports = async function (migration, { makeRequest }) {
        await makeRequest({ method: 'GET', url: '/assets' });
      };`,
    });
    await expect(readModel(dir)).rejects.toThrow(
      'readModel: makeRequest does not answer GET /assets',
    );
  });
});

describe('the content model', () => {
  it('is built by the migrations in contentful-migrations/', async () => {
    const model = await readModel();
    const hero = model.find((type) => type.sys.id === 'heroTile')!;
    expect(hero.fields.find((field) => field.id === 'title')!.required).toBe(true);
    // Each tile type has its own content type (26); the shared one is gone (28).
    expect(model.find((type) => type.sys.id === 'tile')).toBeUndefined();
  });
});

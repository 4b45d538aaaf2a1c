// `npm run content:tiles`: writes the migration that makes the content model match the tile
// models (src/blocks/*/*.model.ts), when it does not yet: one content type per tile type (and per
// part, such as a carousel's slide), with each field's name, type, required flag, validations and
// help text as the model declares it, and the page's and restaurant's tile lists allowing them. It
// replays the migrations there are (read-model.ts) and writes the next numbered one with only the
// content types that differ; the migration itself reads the space and changes only what differs
// (contentful-migrations/lib/sync-content-types.js), so it is re-runnable on any space. Then it
// writes the model into the local store (content:types). `npm run new-tile` runs it too.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import path from 'node:path';
import { sameJson } from '../../contentful-migrations/lib/same-json';
import {
  contentTypeOf,
  controlsOf,
  type ContentTypeOfModel,
  type FieldControl,
} from '../../src/blocks/shared/tile-content-type';
import type { PartModel, TileModel } from '../../src/blocks/shared/tile-model';
import { readModel, type ModelContentType } from './read-model';
import { writeContentTypes } from './write-content-types';

/** A list field of another content type that links to tiles: it allows exactly these. */
export interface TileLink {
  contentTypeId: string;
  fieldId: string;
  linkContentType: string[];
}

export interface TileContentModel {
  contentTypes: ContentTypeOfModel[];
  controls: FieldControl[];
  links: TileLink[];
}

/**
 * Every tile model of the tree at `root`: the exports of `src/blocks/<name>/<name>.model.ts` (a
 * tile's folder holds its model beside its block; the registry test checks each definition's model
 * is one of these). Loaded by path: a model imports only zod, lib/content and blocks/shared.
 */
export function loadTileModels(root: string): TileModel[] {
  const blocks = path.join(root, 'src/blocks');
  const models: TileModel[] = [];
  for (const folder of readdirSync(blocks).sort()) {
    const file = path.join(blocks, folder, `${folder}.model.ts`);
    if (!existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(file) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if ((value as TileModel | undefined)?.kind === 'tile') models.push(value as TileModel);
    }
  }
  return models;
}

/** The content model the tile models declare. */
export function tileContentModel(models: TileModel[]): TileContentModel {
  const byId = new Map<string, TileModel | PartModel>();
  for (const model of models) {
    for (const each of [model, ...model.parts]) {
      const other = byId.get(each.contentTypeId);
      if (other && other !== each) {
        throw new Error(`Two models declare the content type ${each.contentTypeId}`);
      }
      byId.set(each.contentTypeId, each);
    }
  }
  const ordered = [...byId.values()].sort((a, b) => (a.contentTypeId < b.contentTypeId ? -1 : 1));
  const tileIds = models.map((model) => model.contentTypeId).sort();
  return {
    contentTypes: ordered.map(contentTypeOf),
    controls: ordered.flatMap(controlsOf),
    links: [
      { contentTypeId: 'page', fieldId: 'tiles', linkContentType: tileIds },
      // The tiles at the top of a restaurant's page: a hero, a booking strip, any tile.
      { contentTypeId: 'restaurant', fieldId: 'heroTiles', linkContentType: tileIds },
    ],
  };
}

type Controls = Map<string, { widgetId: string; settings?: Record<string, unknown> }>;

/** What a field is in the model, for comparing (a replayed field may carry more keys). */
const fieldShape = (field: ContentTypeOfModel['fields'][number] | ModelField) => ({
  id: field.id,
  name: field.name,
  type: field.type,
  required: field.required,
  validations: field.validations,
  linkType: field.linkType,
  items: field.items && { ...field.items, validations: field.items.validations ?? [] },
});
type ModelField = ModelContentType['fields'][number];

interface Differences {
  /** What a generated migration makes as its model declares, a line each. */
  differences: string[];
  /** What it does not do, as it would lose values: a migration written by hand does. */
  handWritten: string[];
}

/** How the content type `have` (if the model has it) differs from what its tile model declares. */
function typeDifferences(
  type: ContentTypeOfModel,
  have: ModelContentType | undefined,
  controls: Controls,
  wantedControls: FieldControl[],
): Differences {
  const id = type.sys.id;
  if (!have) return { differences: [`${id}: not in the content model`], handWritten: [] };
  const differences: string[] = [];
  const handWritten: string[] = [];
  for (const key of ['name', 'description', 'displayField'] as const) {
    if (have[key] !== type[key]) differences.push(`${id}: its ${key} differs`);
  }
  for (const field of type.fields) {
    const haveField = have.fields.find((candidate) => candidate.id === field.id);
    if (!haveField) differences.push(`${id}.${field.id}: not in the content model`);
    else if (!sameJson(fieldShape(haveField), fieldShape(field))) {
      differences.push(`${id}.${field.id}: differs from its model`);
      if (haveField.type !== field.type || haveField.items?.type !== field.items?.type) {
        handWritten.push(`${id}.${field.id}: its type changes, and its values with it`);
      }
    }
  }
  for (const field of have.fields) {
    if (!type.fields.some((each) => each.id === field.id)) {
      handWritten.push(`${id}.${field.id}: not in its model, so it goes, and its values with it`);
    }
  }
  // The order of the fields both have (a new field is placed as it is created).
  const declared = type.fields.map((field) => field.id);
  const had = have.fields.map((field) => field.id);
  const both = (ids: string[], other: string[]) => ids.filter((each) => other.includes(each));
  if (!sameJson(both(had, declared), both(declared, had))) {
    differences.push(`${id}: its fields are in another order`);
  }
  for (const control of wantedControls) {
    const haveControl = controls.get(`${id}.${control.fieldId}`);
    const same =
      haveControl?.widgetId === control.widgetId &&
      sameJson(haveControl.settings, control.settings);
    if (!same) differences.push(`${id}.${control.fieldId}: its help text differs`);
  }
  return { differences, handWritten };
}

/**
 * Where the model the migrations build differs from the tile models: the content types (with
 * their controls) and tile links to write, a line naming each difference.
 */
export function tileModelDifferences(
  wanted: TileContentModel,
  current: ModelContentType[],
  controls: Controls,
): Differences & { model: TileContentModel } {
  const differences: string[] = [];
  const handWritten: string[] = [];
  const contentTypes = wanted.contentTypes.filter((type) => {
    const have = current.find((candidate) => candidate.sys.id === type.sys.id);
    const own = wanted.controls.filter((each) => each.contentTypeId === type.sys.id);
    const found = typeDifferences(type, have, controls, own);
    differences.push(...found.differences);
    handWritten.push(...found.handWritten);
    return found.differences.length > 0;
  });
  const links = wanted.links.filter((link) => {
    const field = current
      .find((type) => type.sys.id === link.contentTypeId)
      ?.fields.find((each) => each.id === link.fieldId);
    const allowed = field?.items?.validations.find((each) => each.linkContentType)?.linkContentType;
    if (sameJson(allowed, link.linkContentType)) return false;
    differences.push(`${link.contentTypeId}.${link.fieldId}: allows other tiles`);
    return true;
  });
  const ids = new Set(contentTypes.map((type) => type.sys.id));
  const changedControls = wanted.controls.filter((control) => ids.has(control.contentTypeId));
  return { model: { contentTypes, controls: changedControls, links }, differences, handWritten };
}

/**
 * `model` as a generated migration holds it: a line per field, control and link, so a reader (and
 * a diff) sees each field whole; prettier leaves it so.
 */
function modelSource({ contentTypes, controls, links }: TileContentModel): string {
  const json = (value: unknown) => JSON.stringify(value);
  const list = (items: string[], indent: string) =>
    `[\n${items.map((item) => `${indent}${item},`).join('\n')}\n${indent.slice(2)}]`;
  const types = contentTypes.map(({ fields, ...type }) => {
    const head = json(type).slice(1, -1);
    return `{ ${head},\n      "fields": ${list(fields.map(json), '        ')} }`;
  });
  return [
    '// prettier-ignore',
    'const model = {',
    `  contentTypes: ${list(types, '    ')},`,
    `  controls: ${list(controls.map(json), '    ')},`,
    `  links: ${list(links.map(json), '    ')},`,
    '};',
  ].join('\n');
}

/** The source of a generated migration that makes a space's tile content types `model`. */
export function tileMigrationSource(model: TileContentModel): string {
  return [
    '// Generated by `npm run content:tiles` from the tile models (src/blocks/*/*.model.ts): do not',
    '// edit; change a model and run it again. It makes these content types what their models',
    '// declare, changing only what differs in the space (lib/sync-content-types.js), so it can run',
    '// again and change nothing.',
    "const { syncContentTypes } = require('./lib/sync-content-types');",
    '',
    modelSource(model),
    '',
    'module.exports = async function (migration, { makeRequest }) {',
    '  await syncContentTypes(migration, makeRequest, model);',
    '};',
    '',
  ].join('\n');
}

/** The next migration's file name: the next number, as wide as the others. */
export function nextMigrationName(migrations: string, name: string): string {
  const numbers = readdirSync(migrations)
    .map((file) => /^(\d+)-.+\.js$/.exec(file)?.[1])
    .filter((number): number is string => number !== undefined);
  const next = Math.max(0, ...numbers.map(Number)) + 1;
  const width = Math.max(2, ...numbers.map((number) => number.length));
  return `${String(next).padStart(width, '0')}-${name}.js`;
}

/**
 * The migration the tree at `root` needs for its tile models (its file under
 * contentful-migrations/ and source), or undefined when the model already matches them.
 */
export async function tileMigration(
  root: string,
  models: TileModel[] = loadTileModels(root),
  name = 'tile-content-types',
): Promise<{ file: string; source: string; differences: string[] } | undefined> {
  const migrations = path.join(root, 'contentful-migrations');
  const controls: Controls = new Map();
  const current = await readModel(migrations, { controls });
  const { model, differences, handWritten } = tileModelDifferences(
    tileContentModel(models),
    current,
    controls,
  );
  if (handWritten.length > 0) {
    throw new Error(
      'The tile models need a migration written by hand (it moves or deletes values):\n' +
        handWritten.map((line) => `  ${line}`).join('\n'),
    );
  }
  if (differences.length === 0) return undefined;
  const file = `contentful-migrations/${nextMigrationName(migrations, name)}`;
  return { file, source: tileMigrationSource(model), differences };
}

if (require.main === module) {
  (async () => {
    const root = process.cwd();
    const migration = await tileMigration(root);
    if (!migration) {
      console.log('The content model matches the tile models: no migration needed.');
      return;
    }
    const file = path.join(root, migration.file);
    const options = await prettier.resolveConfig(file);
    writeFileSync(file, await prettier.format(migration.source, { ...options, filepath: file }));
    console.log(`${migration.file}:`);
    for (const line of migration.differences) console.log(`  ${line}`);
    for (const line of await writeContentTypes()) console.log(line);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

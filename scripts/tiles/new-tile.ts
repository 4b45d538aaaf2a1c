// `npm run new-tile -- <name> [--form-type <formType>]`: adds a tile type. It writes the tile's
// folder (model, block, schema, fixture, definition, test), the migration generated from its model
// that gives it its own content type (content:tiles), its line in each list of the registry (the two halves and the
// live-update schemas), and the model into the local store (content:types). For a form tile it
// also writes the form: its feature (request schema, words, form, pipeline step, tests), its API
// route and its line in 'Form wording'. docs/TILES.md explains what each file is for.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { tileMigration } from '../content/tile-content-types';
import { writeContentTypes } from '../content/write-content-types';
import { formFiles } from './form-templates';
import { addToList, isListed, registryEdits } from './registry-lines';
import { tileFiles } from './tile-templates';
import { formNames, parseArgs, tileNames, type NewTileRequest } from './tile-names';

/** `source` as prettier writes `file`, unless the project leaves that file to its authors (docs). */
async function format(root: string, file: string, source: string): Promise<string> {
  const ignorePath = path.join(root, '.prettierignore');
  if ((await prettier.getFileInfo(path.join(root, file), { ignorePath })).ignored) return source;
  const options = await prettier.resolveConfig(path.join(root, file));
  return prettier.format(source, { ...options, filepath: file });
}

/**
 * Adds a tile type to the tree at `root`; returns the files it wrote or changed. Nothing is
 * written unless every check passes (a new name, a registry in the shape it knows).
 */
export async function newTile(root: string, request: NewTileRequest): Promise<string[]> {
  const names = tileNames(request);
  const form = names.formType ? formNames(names.formType) : undefined;
  const own = [`src/blocks/${names.folder}`];
  if (form) own.push(`src/features/${form.feature}`, `src/pages/api/${form.feature}.ts`);
  for (const file of own) {
    if (existsSync(path.join(root, file))) throw new Error(`${file} already exists`);
  }
  const edits = Object.entries(registryEdits(names)).map(([file, edit]) => ({
    file,
    edit,
    source: readFileSync(path.join(root, file), 'utf8'),
  }));
  for (const { file, edit, source } of edits) {
    if (isListed(source, edit)) throw new Error(`${file} already has ${edit.key}`);
  }

  const migrations = path.join(root, 'contentful-migrations');
  const files: Record<string, string> = { ...tileFiles(names), ...(form && formFiles(form)) };
  for (const { file, edit, source } of edits) files[file] = addToList(file, source, edit);

  const formatted = await Promise.all(
    Object.entries(files).map(async ([file, source]) => [file, await format(root, file, source)]),
  );
  for (const [file, source] of formatted) {
    mkdirSync(path.dirname(path.join(root, file!)), { recursive: true });
    writeFileSync(path.join(root, file!), source!);
  }
  // The tile's content type, generated from the model just written (content:tiles).
  const migration = await tileMigration(root, undefined, `${names.folder}-tile`);
  if (migration) {
    files[migration.file] = migration.source;
    const source = await format(root, migration.file, migration.source);
    writeFileSync(path.join(root, migration.file), source);
  }
  await writeContentTypes(path.join(root, 'content'), migrations);
  const stores = readdirSync(path.join(root, 'content')).filter((name) => name.endsWith('.json'));
  return [...Object.keys(files), ...stores.map((name) => `content/${name}`)];
}

async function main(args: string[]) {
  const request = parseArgs(args);
  const names = tileNames(request);
  const written = await newTile(process.cwd(), request);
  console.log(`Tile type ${names.key} added. Written or changed:`);
  for (const file of written) console.log(`  ${file}`);
  console.log(
    `Next: give it its fields (${names.folder}.model.ts, then npm run content:tiles) and its look (${names.folder}-block.tsx); ` +
      'see it on /_tiles (npm run dev). docs/TILES.md explains each step.',
  );
  if (names.formType) {
    const form = formNames(names.formType);
    console.log(
      `Its form posts to ${form.route}: give it its fields (src/features/${form.feature}/${form.feature}.schema.ts) ` +
        `and decide what a post does (server/${form.feature}-route.ts; by default it is mailed to the site e-mail).`,
    );
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

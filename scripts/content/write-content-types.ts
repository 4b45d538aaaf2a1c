// `npm run content:types`: writes the content model (contentful-migrations/) into the
// `contentTypes` of every space export in content/, so each export is a faithful export of a space
// built by those migrations. Run it after adding a migration.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readModel } from './read-model';

export const contentDir = path.join(process.cwd(), 'content');

export function brandExports(dir = contentDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

if (require.main === module) {
  const contentTypes = readModel();
  for (const file of brandExports()) {
    const space = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    space.contentTypes = contentTypes;
    writeFileSync(file, `${JSON.stringify(space, null, 2)}\n`);
    console.log(`${path.relative(process.cwd(), file)}: ${contentTypes.length} content types`);
  }
}

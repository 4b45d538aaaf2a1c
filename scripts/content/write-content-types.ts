// `npm run content:types`: writes the content model (contentful-migrations/) into the
// `contentTypes` of every space export in content/, so each export is a faithful export of a space
// built by those migrations. Run it after adding a migration.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir, readModel } from './read-model';

export const contentDir = path.join(process.cwd(), 'content');

export function brandExports(dir = contentDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Writes the model into every space export in `dir`; returns what it wrote, a line per file. */
export async function writeContentTypes(
  dir = contentDir,
  migrations = migrationsDir,
): Promise<string[]> {
  const contentTypes = await readModel(migrations);
  return brandExports(dir).map((file) => {
    const space = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    space.contentTypes = contentTypes;
    writeFileSync(file, `${JSON.stringify(space, null, 2)}\n`);
    return `${path.relative(process.cwd(), file)}: ${contentTypes.length} content types`;
  });
}

if (require.main === module) {
  writeContentTypes().then(
    (lines) => lines.forEach((line) => console.log(line)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

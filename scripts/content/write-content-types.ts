// `npm run content:types`: writes the content model (contentful-migrations/) into the
// `contentTypes` of every space export in content/, and moves the export's entries as the
// migrations move a real space's (transformEntries, deriveLinkedEntries, deleted fields), so each
// export is a faithful export of a space built by those migrations. Run it after adding a
// migration; the migrations are re-runnable, so running it again changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir, readModel, type MigratingSpace } from './read-model';

export const contentDir = path.join(process.cwd(), 'content');

export function brandExports(dir = contentDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Writes the model into every space export in `dir`, its entries moved by the migrations; returns
 * what it wrote, a line per file.
 */
export async function writeContentTypes(
  dir = contentDir,
  migrations = migrationsDir,
): Promise<string[]> {
  const lines: string[] = [];
  for (const file of brandExports(dir)) {
    const space = JSON.parse(readFileSync(file, 'utf8')) as MigratingSpace &
      Record<string, unknown>;
    const before = space.entries.length;
    const contentTypes = await readModel(migrations, { space });
    space.contentTypes = contentTypes;
    writeFileSync(file, `${JSON.stringify(space, null, 2)}\n`);
    const added = space.entries.length - before;
    lines.push(
      `${path.relative(process.cwd(), file)}: ${contentTypes.length} content types${added ? `, ${added} entries added` : ''}`,
    );
  }
  return lines;
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

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../open-database';

// A migrated, empty PGlite data directory, as a tarball (PGlite's dumpDataDir), made once per set
// of migrations and kept in the system's temp folder. A test file's database starts from it: a new
// PGlite runs initdb first (seconds on two busy cores), for each of the ~50 database test files of
// every jest run; loading the tarball skips it.

const prefix = 'tavola-pglite-template-';

/** The migrations and PGlite's version: a new migration or PGlite makes a new template. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, entry);
    hash.update(entry);
    if (/\.(sql|json)$/.test(entry)) hash.update(readFileSync(file));
  }
  const pglite = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  hash.update(readFileSync(pglite));
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function isOlderThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > ms;
  } catch {
    return false; // gone meanwhile
  }
}

/**
 * The template's tarball, made first if there is none for these migrations. Files of other
 * migrations, and unfinished writes, are deleted when a new one is made, so the folder keeps one
 * (about 40 MB).
 */
export async function migratedTemplate(folder = tmpdir()): Promise<Blob> {
  const file = path.join(folder, `${prefix}${templateKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: made below.
  }
  const tarball = await makeTemplate();
  // Written whole, then renamed: another jest worker making it at once never reads half of it.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  for (const other of readdirSync(folder)) {
    const otherFile = path.join(folder, other);
    if (!other.startsWith(prefix) || otherFile === file) continue;
    // Another set's template; or a write that never finished (a worker killed mid-write), left
    // an hour: a worker writing one now is never that slow.
    const stale = other.endsWith('.tar') || isOlderThan(otherFile, 60 * 60 * 1000);
    if (stale) rmSync(otherFile, { force: true });
  }
  return tarball;
}

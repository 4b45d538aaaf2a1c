import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '@/lib/db/open-database';

/** The migrations as they were before 0009, in a folder of their own. */
function migrationsBefore0009(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 9);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0009: birthdays stored as dates become a day, a month and a year', () => {
  it('keeps each birthday, 1904 (the old "no year") becoming no year', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const before = migrationsBefore0009();
    try {
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into customers (email, birth_date) values
        ('leap@example.com', '1904-02-29'), ('june@example.com', '1990-06-15'),
        ('none@example.com', null)`);
      await migrate(db, { migrationsFolder });
      const { rows } = await db.execute(
        sql`select email, birth_day, birth_month, birth_year from customers order by email`,
      );
      expect(rows).toEqual([
        { email: 'june@example.com', birth_day: 15, birth_month: 6, birth_year: 1990 },
        { email: 'leap@example.com', birth_day: 29, birth_month: 2, birth_year: null },
        { email: 'none@example.com', birth_day: null, birth_month: null, birth_year: null },
      ]);
      // What the form offers and a date could not hold: 29 February of 2023.
      await db.execute(
        sql`update customers set birth_year = 2023 where email = 'leap@example.com'`,
      );
      await expect(
        db.execute(sql`update customers set birth_day = 30 where email = 'leap@example.com'`),
      ).rejects.toMatchObject({
        cause: expect.objectContaining({
          message: expect.stringMatching(/customers_birthday_check/),
        }),
      });
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});

import { asc } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { insertMany, insertManyStatement, oneStatement } from './insert-many';
import { isEmbedded } from './open-database';
import { openTestDatabaseForFile } from './test-database';

const database = openTestDatabaseForFile();

/** A table of every column kind the site stores, made by the test itself. */
const samples = pgTable('insert_many_samples', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  note: text('note'),
  day: date('day').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  flag: boolean('flag').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  extra: jsonb('extra').$type<{ quantity: number }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

beforeAll(async () => {
  await database().db.execute(`
    create table insert_many_samples (
      id uuid primary key default gen_random_uuid(),
      position integer not null,
      name text not null,
      note text,
      day date not null,
      at timestamptz not null,
      flag boolean not null,
      tags jsonb not null,
      extra jsonb,
      created_at timestamptz not null default now()
    )`);
});

const row = (position: number, name: string) => ({
  position,
  name,
  note: position % 2 === 0 ? null : `note ${position}`,
  day: '2027-02-28',
  at: new Date(Date.UTC(2027, 1, 28, 19, position)),
  flag: position % 2 === 0,
  tags: ['a"b', 'c,d', `{${position}}`],
  extra: position % 2 === 0 ? undefined : { quantity: position },
});

describe('insertMany (one parameter a column)', () => {
  it('stores exactly what drizzle values() stores, quotes, commas, braces, nulls and JSON included', async () => {
    const { db } = database();
    const names = ['plain', 'quote " and \\ backslash', 'comma, {brace}', "it's", 'NULL', ''];
    const rows = names.map((name, i) => row(i, name));
    await insertMany(db, samples, rows);
    await db.insert(samples).values(rows.map((r) => ({ ...r, position: r.position + 100 })));

    const stored = await db.select().from(samples).orderBy(asc(samples.position));
    const shape = ({ id: _id, createdAt: _createdAt, ...rest }: typeof samples.$inferSelect) =>
      rest;
    const viaInsertMany = stored.filter((r) => r.position < 100).map(shape);
    const viaValues = stored
      .filter((r) => r.position >= 100)
      .map((r) => shape({ ...r, position: r.position - 100 }));
    expect(viaInsertMany).toEqual(viaValues);
    expect(viaInsertMany[1]).toMatchObject({
      name: 'quote " and \\ backslash',
      note: 'note 1',
      extra: { quantity: 1 },
      tags: ['a"b', 'c,d', '{1}'],
      at: new Date(Date.UTC(2027, 1, 28, 19, 1)),
      day: '2027-02-28',
      flag: false,
    });
    expect(viaInsertMany[4]).toMatchObject({ name: 'NULL', note: null, extra: null });
    expect(viaInsertMany[5]!.name).toBe('');
  });

  it('writes nothing for no rows, and refuses a row without a column that has a default', async () => {
    const { db } = database();
    await insertMany(db, samples, []);
    await expect(
      insertMany(db, samples, [
        { ...row(1, 'with'), createdAt: new Date() },
        { ...row(2, 'without') },
      ]),
    ).rejects.toThrow('every row must give createdAt');
  });
});

describe('oneStatement (several writes as one statement)', () => {
  const position = (n: number) => n + 1000;

  it('runs every write, each once, whether or not anything reads it', async () => {
    const { db } = database();
    await db.execute(
      oneStatement([
        insertManyStatement(samples, [row(position(1), 'first')]),
        insertManyStatement(samples, [row(position(2), 'second'), row(position(3), 'third')]),
        insertManyStatement(samples, [row(position(4), 'last')]),
      ]),
    );
    const stored = await db.select().from(samples).orderBy(asc(samples.position));
    expect(stored.filter((r) => r.position > 1000).map((r) => r.name)).toEqual([
      'first',
      'second',
      'third',
      'last',
    ]);
  });

  it('is one statement: when one write fails, none is kept', async () => {
    const { db } = database();
    // A position that is not a whole number: the integer column refuses it.
    const failing = insertManyStatement(samples, [{ ...row(position(9), 'bad'), position: 1.5 }]);
    await expect(
      db.execute(
        oneStatement([insertManyStatement(samples, [row(position(8), 'kept?')]), failing]),
      ),
    ).rejects.toThrow();
    const stored = await db.select().from(samples);
    expect(stored.some((r) => r.name === 'kept?')).toBe(false);
  });

  it('refuses no writes at all', () => {
    expect(() => oneStatement([])).toThrow('no writes');
  });
});

describe('isEmbedded', () => {
  it('is true for PGlite and its transactions, false for PostgreSQL and its transactions', async () => {
    const { db, kind } = database();
    expect(isEmbedded(db)).toBe(kind === 'pglite');
    await db.transaction(async (tx) => {
      expect(isEmbedded(tx)).toBe(kind === 'pglite');
    });
  });
});

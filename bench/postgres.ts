import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

// A PostgreSQL database of the bench's own on the server DATABASE_URL names (the CI's by default),
// created for a section and dropped after it: the overbooking count starts from empty slots.

export const postgresServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement (or query) on `url` and answers its rows. */
export async function query<Row>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A new, empty database `tavola_bench_<random>` on the server. */
export async function createDatabase(): Promise<BenchDatabase> {
  const name = `tavola_bench_${randomBytes(4).toString('hex')}`;
  await query(postgresServerUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      query(postgresServerUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
  };
}

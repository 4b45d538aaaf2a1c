import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir, readModel } from '../read-model';
import type { FakeManagementApi } from './fake-management-api';

// Running a numbered migration through contentful-migration itself, against the space held in
// memory by fake-management-api.ts: the library validates its steps, reads the space, plans the
// requests, and the requests are applied. Shared by the tests of migrations that move content.

/** A migration script's function, as contentful-migration calls it. */
export type Migration = (migration: unknown, context: unknown) => unknown;

/** What the library's parser plans (it publishes no types for it: the part used here). */
interface ParseResult {
  stepsValidationErrors: unknown[];
  payloadValidationErrors: unknown[];
  batches: { requests: { method: string; url: string }[] }[];
  getValidationErrors(): unknown[];
  getRuntimeErrors(): unknown[];
}
// The parser `contentful-migration` runs before it makes any request: it reads the space through
// the given makeRequest, validates the steps and plans the requests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createMigrationParser } = require('contentful-migration/built/lib/migration-parser') as {
  createMigrationParser: (
    makeRequest: FakeManagementApi['makeRequest'],
    config: Record<string, unknown>,
  ) => (migration: Migration) => Promise<ParseResult>;
};

/** contentful-migrations/`name`, as the CLI loads it. */
export const loadMigration = (name: string): Migration =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(migrationsDir, name)) as Migration;

/**
 * The content model as the migrations numbered below `number` leave it on a space whose default
 * locale is `locale`, in the Management API's shape.
 */
export async function modelBefore(number: number, locale = 'en-GB') {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-model-'));
  try {
    for (const name of readdirSync(migrationsDir)) {
      const numbered = /^(\d+)-.+\.js$/.exec(name);
      if (numbered && Number(numbered[1]) < number) {
        symlinkSync(path.join(migrationsDir, name), path.join(dir, name));
      }
    }
    // Default values are keyed by the space's default locale (contentful-migrations/lib/default-locale.js).
    const space = { locales: [{ code: locale, default: true }], entries: [] };
    return (await readModel(dir, { space })).map((type) => ({
      ...type,
      sys: { id: type.sys.id, type: 'ContentType', version: 2, publishedVersion: 1 },
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs a migration as `contentful-migration --yes` would: plans it (failing the test on any
 * validation or runtime error), then makes every request. Returns them as `METHOD url`.
 */
export async function runMigration(api: FakeManagementApi, migration: Migration) {
  const parse = createMigrationParser(
    api.makeRequest as never,
    {
      spaceId: 'space',
      environmentId: 'master',
      accessToken: 'token',
      requestBatchSize: 100,
    } as never,
  );
  const result = await parse(migration);
  expect(result.stepsValidationErrors).toEqual([]);
  expect(result.payloadValidationErrors).toEqual([]);
  expect(result.getValidationErrors()).toEqual([]);
  expect(result.getRuntimeErrors()).toEqual([]);
  const requests = result.batches.flatMap((batch) => batch.requests);
  for (const request of requests) await api.makeRequest(request as never);
  return requests.map((request) => `${request.method} ${request.url}`);
}

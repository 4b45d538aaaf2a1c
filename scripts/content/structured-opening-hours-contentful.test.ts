import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir, readModel } from './read-model';
import { fakeManagementApi, type FakeManagementApi } from './testing/fake-management-api';

// Migrations 20 and 22 (issue 34) through contentful-migration itself: the library validates their
// steps, reads the space, plans the requests, and the requests are applied to a space held in
// memory behind the Management API's reads and writes (with its version checks). So what the
// offline replay (structured-opening-hours-migration.test.ts) shows is what the library does too.

jest.setTimeout(60_000);

/** A migration script's function, as contentful-migration calls it. */
type Migration = (migration: unknown, context: unknown) => unknown;
interface PlannedRequest {
  method: string;
  url: string;
}
/** What the library's parser plans (it publishes no types for it: the part used here). */
interface ParseResult {
  stepsValidationErrors: unknown[];
  payloadValidationErrors: unknown[];
  batches: { requests: PlannedRequest[] }[];
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
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (name: string) => require(path.join(migrationsDir, name)) as Migration;
const migration20 = load('20-structured-opening-hours.js');
const migration22 = load('22-remove-json-opening-hours.js');

const locale = 'cy-GB';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The content model as migrations 01 to 19 leave it, in the Management API's shape. */
async function modelBefore20() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-model-'));
  dirs.push(dir);
  for (const name of readdirSync(migrationsDir).filter((n) => /^(0\d|1\d)-.+\.js$/.test(n))) {
    symlinkSync(path.join(migrationsDir, name), path.join(dir, name));
  }
  return (await readModel(dir)).map((type) => ({
    ...type,
    sys: { id: type.sys.id, type: 'ContentType', version: 2, publishedVersion: 1 },
  }));
}

function restaurant(id: string, storeId: string, fields: Record<string, unknown>) {
  return {
    sys: {
      id,
      type: 'Entry',
      version: 5,
      publishedVersion: 4,
      contentType: { sys: { id: 'restaurant' } },
    },
    fields: Object.fromEntries(
      Object.entries({ storeId, title: id, ...fields }).map(([key, value]) => [
        key,
        { [locale]: value },
      ]),
    ),
  };
}

async function space() {
  return fakeManagementApi({
    locales: [{ code: 'en-GB' }, { code: locale, default: true }],
    contentTypes: await modelBefore20(),
    entries: [
      restaurant('soho', '101', {
        hours: {
          monday: { open: '11:30', close: '22:00' },
          sunday: { open: '12:00', close: '21:00' },
        },
        alternativeHours: {
          exceptions: [
            { date: '2026-12-24', open: '11:30', close: '16:00', label: 'Christmas Eve' },
            { date: '2026-12-25', closed: true, label: 'Christmas Day' },
          ],
        },
      }),
      restaurant('leeds', '102', { hours: { friday: { open: '12:00', close: '00:30' } } }),
    ],
  });
}

/** Runs a migration as `contentful-migration --yes` would: plans it, then makes every request. */
async function run(api: FakeManagementApi, migration: Migration) {
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
  return requests.map(
    (request: { method: string; url: string }) => `${request.method} ${request.url}`,
  );
}

const fields = (api: FakeManagementApi, id: string) =>
  Object.fromEntries(
    Object.entries(api.entries.get(id)!.fields as Record<string, Record<string, unknown>>).map(
      ([key, value]) => [key, value[locale]],
    ),
  );
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

describe('migrations 20 and 22 through contentful-migration', () => {
  it('move the JSON hours into the validated fields, publish them, and run again without a request', async () => {
    const api = await space();
    await run(api, migration20);
    expect(fields(api, 'soho')).toMatchObject({
      mondayOpen: '11:30',
      mondayClose: '22:00',
      sundayOpen: '12:00',
      sundayClose: '21:00',
      hoursExceptions: [link('hours-101-1'), link('hours-101-2')],
    });
    expect(fields(api, 'leeds')).toMatchObject({ fridayOpen: '12:00', fridayClose: '00:30' });
    expect(fields(api, 'hours-101-2')).toEqual({
      label: 'Christmas Day',
      date: '2026-12-25',
      closed: true,
    });
    for (const id of ['soho', 'leeds', 'hours-101-1', 'hours-101-2']) {
      const { sys } = api.entries.get(id)!;
      expect([id, sys.publishedVersion]).toEqual([id, sys.version - 1]); // published as it is now
    }
    const exceptionType = api.contentTypes.get('openingHoursException')!;
    expect(exceptionType.sys.publishedVersion).toBeDefined();
    const controls = api.editorInterfaces.get('restaurant')!.controls as {
      fieldId: string;
      settings?: { helpText?: string };
    }[];
    expect(
      controls.find((control) => control.fieldId === 'mondayClose')?.settings?.helpText,
    ).toMatch(/HH:mm/);

    expect(await run(api, migration20)).toEqual([]);
  });

  it('then remove the JSON fields and their values, and run again without a request', async () => {
    const api = await space();
    await run(api, migration20);
    await run(api, migration22);
    const ids = (api.contentTypes.get('restaurant')!.fields as { id: string }[]).map((f) => f.id);
    expect(ids).not.toContain('hours');
    expect(ids).not.toContain('alternativeHours');
    expect(Object.keys(fields(api, 'soho'))).not.toContain('hours');
    expect(fields(api, 'soho')).toMatchObject({ mondayOpen: '11:30' });
    expect(await run(api, migration22)).toEqual([]);
    expect(await run(api, migration20)).toEqual([]);
  });
});

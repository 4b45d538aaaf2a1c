import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir, readModel } from './read-model';
import { fakeManagementApi, type FakeManagementApi } from './testing/fake-management-api';

// Migrations 24 (the forms' wording and enquiry types) and 25 (the settings nothing reads) through
// contentful-migration itself, against a space held in memory (as
// structured-opening-hours-contentful.test.ts does for 20 and 22): the library accepts their steps,
// and a second run of either plans no request.

jest.setTimeout(60_000);

type Migration = (migration: unknown, context: unknown) => unknown;
interface ParseResult {
  stepsValidationErrors: unknown[];
  payloadValidationErrors: unknown[];
  batches: { requests: { method: string; url: string }[] }[];
  getValidationErrors(): unknown[];
  getRuntimeErrors(): unknown[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createMigrationParser } = require('contentful-migration/built/lib/migration-parser') as {
  createMigrationParser: (
    makeRequest: FakeManagementApi['makeRequest'],
    config: Record<string, unknown>,
  ) => (migration: Migration) => Promise<ParseResult>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (name: string) => require(path.join(migrationsDir, name)) as Migration;
const migration24 = load('24-form-wording.js');
const migration25 = load('25-remove-unread-settings.js');

const locale = 'cy-GB';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The content model as migrations 01 to 23 leave it, in the Management API's shape. */
async function modelBefore24() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-model-'));
  dirs.push(dir);
  for (const name of readdirSync(migrationsDir).filter((n) =>
    /^(0\d|1\d|2[0-3])-.+\.js$/.test(n),
  )) {
    symlinkSync(path.join(migrationsDir, name), path.join(dir, name));
  }
  return (await readModel(dir)).map((type) => ({
    ...type,
    sys: { id: type.sys.id, type: 'ContentType', version: 2, publishedVersion: 1 },
  }));
}

async function space() {
  const settings = {
    siteId: 'tavola',
    siteName: 'Tavola',
    bookingJourneyStyle: 'vertical',
    getRestaurantOffers: true,
    liveReservationsWidgetStyle: 'inline',
  };
  return fakeManagementApi({
    locales: [{ code: 'en-GB' }, { code: locale, default: true }],
    contentTypes: await modelBefore24(),
    entries: [
      {
        sys: {
          id: 'settings',
          type: 'Entry',
          version: 5,
          publishedVersion: 4,
          contentType: { sys: { id: 'settings' } },
        },
        fields: Object.fromEntries(
          Object.entries(settings).map(([key, value]) => [key, { [locale]: value }]),
        ),
      },
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
  return requests.map((request) => `${request.method} ${request.url}`);
}

const settingsFieldIds = (api: FakeManagementApi) =>
  (api.contentTypes.get('settings')!.fields as { id: string; type: string }[]).map((f) => f.id);

describe('migrations 24 and 25 through contentful-migration', () => {
  it('24 adds the JSON fields with their help texts, and runs again without a request', async () => {
    const api = await space();
    await run(api, migration24);
    const added = (api.contentTypes.get('settings')!.fields as { id: string; type: string }[])
      .filter((field) => ['formWording', 'enquiryTypes'].includes(field.id))
      .map((field) => [field.id, field.type]);
    expect(added).toEqual([
      ['formWording', 'Object'],
      ['enquiryTypes', 'Object'],
    ]);
    const controls = api.editorInterfaces.get('settings')!.controls as {
      fieldId: string;
      settings?: { helpText?: string };
    }[];
    for (const id of ['formWording', 'enquiryTypes']) {
      expect(controls.find((control) => control.fieldId === id)?.settings?.helpText).toMatch(
        /^.{40,255}$/,
      );
    }
    expect(await run(api, migration24)).toEqual([]);
  });

  it('25 removes the three settings and their values, and runs again without a request', async () => {
    const api = await space();
    await run(api, migration25);
    const ids = settingsFieldIds(api);
    for (const id of [
      'bookingJourneyStyle',
      'getRestaurantOffers',
      'liveReservationsWidgetStyle',
    ]) {
      expect(ids).not.toContain(id);
    }
    expect(ids).toContain('hideGenderPreference');
    expect(await run(api, migration25)).toEqual([]);
  });
});

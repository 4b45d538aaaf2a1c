import { fakeManagementApi, type FakeManagementApi } from './testing/fake-management-api';
import { loadMigration, modelBefore, runMigration } from './testing/run-migration';

// Migrations 20 and 22 (issue 34) through contentful-migration itself: the library validates their
// steps, reads the space, plans the requests, and the requests are applied to a space held in
// memory behind the Management API's reads and writes (with its version checks). So what the
// offline replay (structured-opening-hours-migration.test.ts) shows is what the library does too.

jest.setTimeout(60_000);

const migration20 = loadMigration('20-structured-opening-hours.js');
const migration22 = loadMigration('22-remove-json-opening-hours.js');

const locale = 'cy-GB';

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
    contentTypes: await modelBefore(20),
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
    await runMigration(api, migration20);
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

    expect(await runMigration(api, migration20)).toEqual([]);
  });

  it('then remove the JSON fields and their values, and run again without a request', async () => {
    const api = await space();
    await runMigration(api, migration20);
    await runMigration(api, migration22);
    const ids = (api.contentTypes.get('restaurant')!.fields as { id: string }[]).map((f) => f.id);
    expect(ids).not.toContain('hours');
    expect(ids).not.toContain('alternativeHours');
    expect(Object.keys(fields(api, 'soho'))).not.toContain('hours');
    expect(fields(api, 'soho')).toMatchObject({ mondayOpen: '11:30' });
    expect(await runMigration(api, migration22)).toEqual([]);
    expect(await runMigration(api, migration20)).toEqual([]);
  });
});

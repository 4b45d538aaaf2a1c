import { fakeManagementApi, type FakeManagementApi } from './testing/fake-management-api';
import { loadMigration, modelBefore, runMigration } from './testing/run-migration';

// Migrations 24 (the forms' wording and enquiry types) and 25 (the settings nothing reads) through
// contentful-migration itself, against a space held in memory (as
// structured-opening-hours-contentful.test.ts does for 20 and 22): the library accepts their steps,
// and a second run of either plans no request.

jest.setTimeout(60_000);

const migration24 = loadMigration('24-form-wording.js');
const migration25 = loadMigration('25-remove-unread-settings.js');

const locale = 'cy-GB';

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
    contentTypes: await modelBefore(24),
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

const settingsFieldIds = (api: FakeManagementApi) =>
  (api.contentTypes.get('settings')!.fields as { id: string; type: string }[]).map((f) => f.id);

describe('migrations 24 and 25 through contentful-migration', () => {
  it('24 adds the JSON fields with their help texts, and runs again without a request', async () => {
    const api = await space();
    await runMigration(api, migration24);
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
    expect(await runMigration(api, migration24)).toEqual([]);
  });

  it('25 removes the three settings and their values, and runs again without a request', async () => {
    const api = await space();
    await runMigration(api, migration25);
    const ids = settingsFieldIds(api);
    for (const id of [
      'bookingJourneyStyle',
      'getRestaurantOffers',
      'liveReservationsWidgetStyle',
    ]) {
      expect(ids).not.toContain(id);
    }
    expect(ids).toContain('hideGenderPreference');
    expect(await runMigration(api, migration25)).toEqual([]);
  });
});

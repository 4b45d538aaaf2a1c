import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir, readModel, type MigratingSpace, type ModelContentType } from './read-model';

// Migrations 24 (the forms' wording and enquiry types) and 25 (the three settings nothing reads)
// replayed offline, as `npm run content:types` replays them over the local store: each field has
// its help text, the settings' entries lose the removed options in any locale, and a second run of
// either changes nothing (the Management API would refuse a field created twice).

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding the settings' migration and the given ones (linked, not copied). */
function migrations(scripts: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-wording-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'lib'));
  symlinkSync(
    path.join(migrationsDir, 'lib', 'missing-fields.js'),
    path.join(dir, 'lib', 'missing-fields.js'),
  );
  for (const [name, source] of Object.entries({ '08-settings.js': '08-settings.js', ...scripts })) {
    symlinkSync(path.join(migrationsDir, source), path.join(dir, name));
  }
  return dir;
}

const settingsOf = (model: ModelContentType[]) => model.find((type) => type.sys.id === 'settings')!;
const fieldIds = (model: ModelContentType[]) => settingsOf(model).fields.map((field) => field.id);
const removed = ['bookingJourneyStyle', 'getRestaurantOffers', 'liveReservationsWidgetStyle'];

describe('migration 24: the forms’ wording', () => {
  it('adds the JSON fields to the settings, each with its help text, once', async () => {
    const controls = new Map<string, { widgetId: string; settings?: Record<string, unknown> }>();
    const model = await readModel(
      migrations({
        '24-form-wording.js': '24-form-wording.js',
        '99-24-again.js': '24-form-wording.js',
      }),
      { controls },
    );
    for (const id of ['formWording', 'enquiryTypes']) {
      expect(settingsOf(model).fields.filter((field) => field.id === id)).toEqual([
        expect.objectContaining({ type: 'Object', localized: false, required: false }),
      ]);
      expect(controls.get(`settings.${id}`)).toEqual({
        widgetId: 'objectEditor',
        settings: { helpText: expect.stringMatching(/^.{40,255}$/) },
      });
    }
    expect(controls.get('settings.enquiryTypes')?.settings?.helpText).toContain(
      'bookingEnquiries, groupBookings, feedback, others',
    );
  });
});

describe('migration 25: the settings nothing reads', () => {
  const space = (): MigratingSpace => ({
    locales: [{ code: 'fr-FR' }, { code: 'de-DE', default: true }],
    entries: [
      {
        sys: { id: 'settings', type: 'Entry', contentType: { sys: { id: 'settings' } } },
        fields: {
          siteId: { 'de-DE': 'tavola' },
          bookingJourneyStyle: { 'de-DE': 'vertical', 'fr-FR': 'vertical' },
          getRestaurantOffers: { 'de-DE': true },
          liveReservationsWidgetStyle: { 'de-DE': 'inline' },
        },
      },
    ],
  });

  it('removes the three fields and their values, and runs again without change', async () => {
    const migrating = space();
    const model = await readModel(
      migrations({
        '25-remove-unread-settings.js': '25-remove-unread-settings.js',
        '99-25-again.js': '25-remove-unread-settings.js',
      }),
      { space: migrating },
    );
    for (const id of removed) expect(fieldIds(model)).not.toContain(id);
    expect(fieldIds(model)).toContain('hideGenderPreference');
    expect(migrating.entries[0]!.fields).toEqual({ siteId: { 'de-DE': 'tavola' } });
  });

  it('the whole model: the new fields are there, the removed ones are not', async () => {
    const ids = fieldIds(await readModel());
    expect(ids).toEqual(expect.arrayContaining(['formWording', 'enquiryTypes']));
    for (const id of removed) expect(ids).not.toContain(id);
  });
});

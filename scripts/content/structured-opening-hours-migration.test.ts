import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir, readModel, type MigratingSpace, type SpaceEntry } from './read-model';

// Migrations 20 and 22 (issue 34) replayed offline over a small space, as `npm run content:types`
// replays them over the local store: the JSON hours move into the validated fields, in the
// space's default locale whatever it is, and a second run changes nothing.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding only the restaurant's migration and the given ones (linked, not copied). */
function migrations(...scripts: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-hours-'));
  dirs.push(dir);
  for (const script of ['05-restaurant.js', ...scripts]) {
    const again = script === '99-20-again.js';
    const source = again ? '20-structured-opening-hours.js' : script;
    symlinkSync(path.join(migrationsDir, source), path.join(dir, script));
  }
  return dir;
}
const upTo20 = () => migrations('20-structured-opening-hours.js');
const upTo22 = () =>
  migrations('20-structured-opening-hours.js', '22-remove-json-opening-hours.js');

// A space whose default locale is not en-GB, with a second locale: nothing may assume en-GB.
const locale = 'de-DE';
function restaurant(id: string, storeId: string, fields: Record<string, unknown>): SpaceEntry {
  return {
    sys: {
      id,
      type: 'Entry',
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
const christmas = {
  exceptions: [
    { date: '2026-12-24', open: '11:30', close: '16:00', label: 'Christmas Eve' },
    { date: '2026-12-25', closed: true, label: 'Christmas Day' },
    { date: '2026-12-31', open: '11:30', close: '00:30' },
  ],
};
function space(): MigratingSpace {
  return {
    locales: [{ code: 'fr-FR' }, { code: locale, default: true }],
    entries: [
      restaurant('soho', '101', {
        hours: {
          monday: { open: '11:30', close: '22:00' },
          friday: { open: '11:30', close: '00:30' },
        },
        alternativeHours: christmas,
      }),
      restaurant('leeds', '102', { hours: { sunday: { open: '12:00', close: '21:00' } } }),
      restaurant('typo', '103', { hours: { monday: { open: '11:30', close: '4pm' } } }),
    ],
  };
}
const entry = (s: MigratingSpace, id: string) => s.entries.find((e) => e.sys.id === id)!;
const fieldsOf = (s: MigratingSpace, id: string) =>
  Object.fromEntries(
    Object.entries(entry(s, id).fields).map(([key, value]) => [key, value[locale]]),
  );
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('migration 20: structured opening hours', () => {
  it('moves each weekday and each exception into the new fields, in the default locale', async () => {
    const migrated = space();
    await readModel(upTo20(), { space: migrated });
    expect(fieldsOf(migrated, 'soho')).toMatchObject({
      mondayOpen: '11:30',
      mondayClose: '22:00',
      fridayOpen: '11:30',
      fridayClose: '00:30',
      hoursExceptions: [link('hours-101-1'), link('hours-101-2'), link('hours-101-3')],
    });
    expect(fieldsOf(migrated, 'soho')).not.toHaveProperty('tuesdayOpen');
    expect(fieldsOf(migrated, 'leeds')).toMatchObject({
      sundayOpen: '12:00',
      sundayClose: '21:00',
    });
    expect(fieldsOf(migrated, 'leeds')).not.toHaveProperty('hoursExceptions');
    expect(entry(migrated, 'soho').fields.mondayOpen).toEqual({ [locale]: '11:30' });
    expect(
      ['hours-101-1', 'hours-101-2', 'hours-101-3'].map((id) => [
        entry(migrated, id).sys.contentType.sys.id,
        entry(migrated, id).sys.publishedVersion,
        fieldsOf(migrated, id),
      ]),
    ).toEqual([
      [
        'openingHoursException',
        4,
        {
          label: 'Christmas Eve',
          date: '2026-12-24',
          closed: false,
          open: '11:30',
          close: '16:00',
        },
      ],
      ['openingHoursException', 4, { label: 'Christmas Day', date: '2026-12-25', closed: true }],
      [
        'openingHoursException',
        4,
        { date: '2026-12-31', closed: false, open: '11:30', close: '00:30' },
      ],
    ]);
  });

  it('leaves a restaurant whose JSON it cannot read as it is, and names it', async () => {
    const migrated = space();
    await readModel(upTo20(), { space: migrated });
    expect(fieldsOf(migrated, 'typo')).toEqual(fieldsOf(space(), 'typo'));
    expect(warn).toHaveBeenCalledWith(
      'Restaurant typo: its JSON hours are not moved (hours: monday has no open and close times HH:mm). Set its opening hours by hand.',
    );
  });

  it('changes nothing when run again', async () => {
    const migrated = space();
    await readModel(upTo20(), { space: migrated });
    const once = structuredClone(migrated);
    // 20 again over the space and model the first run left (the replay refuses a field or a
    // content type created twice, as the Management API does).
    const twice = await readModel(migrations('20-structured-opening-hours.js', '99-20-again.js'), {
      space: migrated,
    });
    expect(migrated).toEqual(once);
    // The model of one run on a space alike (its default values keyed by the same locale).
    expect(twice).toEqual(await readModel(upTo20(), { space: space() }));
  });

  it('does not move hours over ones an editor has already set in the new fields', async () => {
    const migrated = space();
    entry(migrated, 'leeds').fields.sundayOpen = { [locale]: '10:00' };
    await readModel(upTo20(), { space: migrated });
    expect(fieldsOf(migrated, 'leeds')).toMatchObject({ sundayOpen: '10:00' });
    expect(fieldsOf(migrated, 'leeds')).not.toHaveProperty('sundayClose');
  });

  it('validates every time and date, links only exceptions, and helps editors on every field', async () => {
    const controls = new Map<string, { widgetId: string; settings?: Record<string, unknown> }>();
    const model = await readModel(upTo20(), { controls });
    const restaurantType = model.find((type) => type.sys.id === 'restaurant')!;
    const exceptionType = model.find((type) => type.sys.id === 'openingHoursException')!;
    const field = (type: typeof restaurantType, id: string) =>
      type.fields.find((f) => f.id === id)!;
    const time = {
      regexp: { pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
      message: expect.any(String),
    };
    for (const day of [
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]) {
      for (const id of [`${day}Open`, `${day}Close`]) {
        expect(field(restaurantType, id)).toMatchObject({ type: 'Symbol', validations: [time] });
      }
    }
    expect(field(restaurantType, 'hoursExceptions')).toMatchObject({
      type: 'Array',
      items: {
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: ['openingHoursException'] }],
      },
    });
    expect(field(restaurantType, 'hours')).toMatchObject({ disabled: true, required: false });
    expect(exceptionType.fields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['label', 'Symbol', false],
      ['date', 'Date', true],
      ['closed', 'Boolean', false],
      ['open', 'Symbol', false],
      ['close', 'Symbol', false],
    ]);
    expect(field(exceptionType, 'close').validations).toEqual([time]);
    const created = [
      ...restaurantType.fields.filter((f) => /(Open|Close)$|^hoursExceptions$/.test(f.id)),
    ].map((f) => `restaurant.${f.id}`);
    created.push(...exceptionType.fields.map((f) => `openingHoursException.${f.id}`));
    expect(created).toHaveLength(20);
    for (const id of created) {
      expect([id, controls.get(id)?.settings?.helpText]).toEqual([id, expect.any(String)]);
    }
    expect(controls.get('openingHoursException.date')).toMatchObject({
      widgetId: 'datePicker',
      settings: { format: 'dateonly' },
    });
  });
});

describe('migration 22: the JSON hours removed', () => {
  it('refuses while a restaurant has only JSON hours, naming it', async () => {
    await expect(readModel(upTo22(), { space: space() })).rejects.toThrow(
      'These restaurants still have only JSON opening hours: typo.',
    );
  });

  it('removes the JSON fields and their values once every restaurant has moved, then does nothing', async () => {
    const migrated = space();
    entry(migrated, 'typo').fields.mondayOpen = { [locale]: '11:30' };
    entry(migrated, 'typo').fields.mondayClose = { [locale]: '16:00' };
    const dir = upTo22();
    const model = await readModel(dir, { space: migrated });
    const ids = model.find((type) => type.sys.id === 'restaurant')!.fields.map((f) => f.id);
    expect(ids).not.toContain('hours');
    expect(ids).not.toContain('alternativeHours');
    for (const id of ['soho', 'leeds', 'typo']) {
      expect(Object.keys(entry(migrated, id).fields)).not.toContain('hours');
      expect(Object.keys(entry(migrated, id).fields)).not.toContain('alternativeHours');
    }
    expect(fieldsOf(migrated, 'soho')).toMatchObject({ mondayOpen: '11:30' });
    const once = structuredClone(migrated);
    await readModel(dir, { space: migrated });
    expect(migrated).toEqual(once);
  });
});

import type { Logger } from '@/lib/log';
import { createContentSource } from './create-content-source';
import type { EntryStore, ResolvedEntry } from './entry-store';

// Issue 34: an editor's typo in a restaurant's opening hours ('4pm') used to fail the whole entry:
// the restaurant left the finder, the API and its own page. Now it stays, and the log names it.
// Contentful refuses such a time on publish; a draft (preview) can still hold one.

/** A resolved exception entry, as the Delivery API (or preview, for a draft) includes it. */
function exceptionEntry(id: string, fields: Record<string, unknown>) {
  return {
    sys: { id, type: 'Entry', contentType: { sys: { id: 'openingHoursException' } } },
    fields,
  };
}

function restaurantEntry(
  id: string,
  storeId: string,
  hours: Record<string, string>,
  exceptions?: unknown[],
) {
  return {
    sys: { id, type: 'Entry', contentType: { sys: { id: 'restaurant' } } },
    fields: {
      storeId,
      title: `Restaurant ${storeId}`,
      slug: `restaurant-${storeId}`,
      city: 'London',
      addressLine1: '1 Dean Street',
      postcode: 'W1D 3RB',
      addressLocation: { lat: 51.51, lon: -0.13 },
      ...hours,
      hoursExceptions: exceptions,
    },
  } as ResolvedEntry;
}

const entries = [
  restaurantEntry('good', '101', { mondayOpen: '12:00', mondayClose: '22:00' }),
  restaurantEntry('typo', '102', { mondayOpen: '12:00', mondayClose: '22:00' }, [
    exceptionEntry('hours-102-1', { date: '2026-12-24', open: '11:00', close: '4pm' }),
  ]),
];
/** The Delivery API's equality filters (`fields.storeId=102`) over the two entries. */
const store: EntryStore = {
  getEntries: async ({ fields = {} }) =>
    entries.filter((entry) =>
      Object.entries(fields).every(([name, value]) => entry.fields[name] === value),
    ),
};

describe('a restaurant whose opening hours have a typo', () => {
  it('is still listed and found, with the date marked unreadable and the entry id logged', async () => {
    const warnings: { fields: object; message: string }[] = [];
    const log = {
      warn: (fields: object, message: string) => warnings.push({ fields, message }),
    } as unknown as Logger;
    const content = createContentSource(store, log);
    expect((await content.getRestaurants()).map((r) => r.storeId)).toEqual(['101', '102']);
    const typo = await content.getRestaurant('102');
    expect(typo?.hours.monday).toEqual({ open: '12:00', close: '22:00' });
    expect(typo?.alternativeHours).toEqual([{ date: '2026-12-24', unreadable: true }]);
    expect(warnings).toContainEqual({
      message: 'Content entry partly unreadable',
      fields: expect.objectContaining({
        entryId: 'typo',
        problems: [
          {
            field: 'Opening hours exceptions › 2026-12-24',
            problem: "close '4pm' is not a time HH:mm",
          },
        ],
      }),
    });
    expect(warnings.map((warning) => warning.fields)).not.toContainEqual(
      expect.objectContaining({ entryId: 'good' }),
    );
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { openingState } from '@/features/locations';
import { OpeningHours, restaurantJsonLd } from '@/features/restaurants';
import { restaurantOnPage, type Restaurant } from '@/lib/content';
import { createContentSource, createLocalEntryStore } from '@/lib/content/server';
import type { Logger } from '@/lib/log';
import { brandExports } from './write-content-types';

// Issue 34 moved the opening hours from hand-typed JSON to structured fields. Everything that
// shows them reads the restaurant's view model, so the seeded restaurants must read exactly as they
// did before the move: seeded-opening-hours.golden.json was written by the JSON reader (commit
// before the move) and holds, per restaurant, the view model's hours (what the content API
// answers and booking availability reads), the page's opening hours table, its JSON-LD and the
// finder's Open/Closed line at instants around Christmas and the clock change.
// `GOLDEN=write npx jest scripts/content/seeded-opening-hours` writes it again: only on purpose.
const goldenFile = path.join(__dirname, 'seeded-opening-hours.golden.json');

/** London instants: winter and summer time, before opening, late at night, on exception dates. */
const instants = [
  '2026-03-28T23:30:00Z',
  '2026-03-29T11:00:00Z',
  '2026-10-24T22:45:00Z',
  '2026-10-25T10:59:00Z',
  '2026-12-23T23:45:00Z',
  '2026-12-24T15:30:00Z',
  '2026-12-25T12:00:00Z',
  '2026-12-26T08:00:00Z',
  '2026-12-31T23:59:00Z',
  '2027-01-01T00:15:00Z',
  '2027-01-01T12:30:00Z',
  '2027-01-04T21:59:00Z',
];

function shown(restaurant: Restaurant) {
  const { hours, alternativeHours, contentProblems } = restaurant;
  return {
    keys: Object.keys(restaurant).sort(),
    hours,
    alternativeHours,
    contentProblems,
    jsonLd: restaurantJsonLd(
      restaurantOnPage(restaurant),
      `https://tavola.example${restaurant.path}`,
    ),
    table: renderToStaticMarkup(
      createElement(OpeningHours, { hours, exceptions: alternativeHours, today: '2026-12-01' }),
    ),
    states: instants.map((at) => {
      const state = openingState(hours, alternativeHours, new Date(at));
      return `${at} ${state.isOpen} ${state.times}`;
    }),
  };
}

async function showAll() {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  const all: Record<string, Record<string, ReturnType<typeof shown>>> = {};
  for (const file of brandExports()) {
    const source = createContentSource(createLocalEntryStore({ file, preview: false }), log);
    const restaurants = await source.getRestaurants();
    all[path.basename(file)] = Object.fromEntries(restaurants.map((r) => [r.storeId, shown(r)]));
  }
  return { all, warnings };
}

describe('the seeded restaurants’ opening hours', () => {
  it('read, show and answer exactly as they did from the JSON hours', async () => {
    const { all, warnings } = await showAll();
    if (process.env.GOLDEN === 'write') {
      writeFileSync(goldenFile, `${JSON.stringify(all, null, 2)}\n`);
    }
    const golden = JSON.parse(readFileSync(goldenFile, 'utf8')) as typeof all;
    expect(Object.keys(all)).toEqual(Object.keys(golden));
    for (const brand of Object.keys(golden)) {
      expect(Object.keys(all[brand]!)).toEqual(Object.keys(golden[brand]!));
      for (const storeId of Object.keys(golden[brand]!)) {
        expect({ brand, storeId, ...all[brand]![storeId]! }).toEqual({
          brand,
          storeId,
          ...golden[brand]![storeId]!,
        });
        // The content API answers the view model as JSON: byte for byte, keys in the same order.
        expect(JSON.stringify(all[brand]![storeId])).toBe(JSON.stringify(golden[brand]![storeId]));
      }
    }
    expect(warnings).toEqual([]);
  });
});

import type { TileEntry } from '@/lib/content';

export const locationFinderFixture: TileEntry = {
  id: 'fixture-location-finder',
  contentType: 'locationFinderTile',
  type: 'locationFinder',
  key: 'Fixture: location finder',
  title: 'Find your nearest Tavola',
};

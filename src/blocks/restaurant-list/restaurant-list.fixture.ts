import type { TileEntry } from '@/lib/content';

export const restaurantListFixture: TileEntry = {
  id: 'fixture-restaurant-list',
  contentType: 'restaurantListTile',
  type: 'restaurantList',
  key: 'Fixture: restaurant list',
  title: 'Our restaurants',
  subtitle: 'From Aberdeen to Exeter, and Belfast to Norwich.',
};

import type { TileEntry } from '@/lib/content';

export const bookingStripFixture: TileEntry = {
  id: 'fixture-booking-strip',
  contentType: 'bookingStripTile',
  type: 'bookingStrip',
  key: 'Fixture: booking strip',
  title: 'Book a table',
};

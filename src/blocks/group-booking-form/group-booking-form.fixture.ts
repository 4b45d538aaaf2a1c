import type { TileEntry } from '@/lib/content';

export const groupBookingFormFixture: TileEntry = {
  id: 'fixture-group-booking-form',
  contentType: 'groupBookingFormTile',
  type: 'form',
  formType: 'groupBooking',
  key: 'Fixture: group booking form',
  title: 'Tell us about your group',
  subtitle: 'Your local team will come back to you within 48 hours.',
};

import type { TileEntry } from '@/lib/content';

export const contactFormFixture: TileEntry = {
  id: 'fixture-contact-form',
  contentType: 'contactFormTile',
  type: 'form',
  formType: 'contact',
  key: 'Fixture: contact form',
  title: 'Send us a message',
  subtitle: 'Our guest team replies within 48 hours.',
};

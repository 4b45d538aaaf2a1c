import type { TileEntry } from '@/lib/content';

export const referralFormFixture: TileEntry = {
  id: 'fixture-referral-form',
  contentType: 'referralFormTile',
  type: 'form',
  formType: 'referral',
  key: 'Fixture: referral form',
  title: 'Invite a friend',
  subtitle: "Tell us who to invite and we'll send them an e-mail from you.",
};

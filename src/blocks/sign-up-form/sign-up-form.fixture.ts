import type { TileEntry } from '@/lib/content';

export const signUpFormFixture: TileEntry = {
  id: 'fixture-sign-up-form',
  contentType: 'signUpFormTile',
  type: 'form',
  formType: 'signUp',
  key: 'Fixture: sign-up form',
  title: 'Join our newsletter',
  subtitle: 'New menus, offers at your favourite restaurant and a birthday treat.',
};

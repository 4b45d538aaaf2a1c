import type { TileEntry } from '@/lib/content';

export const jobSearchFormFixture: TileEntry = {
  id: 'fixture-job-search-form',
  contentType: 'tile',
  type: 'form',
  formType: 'jobSearch',
  key: 'Fixture: job search form',
  title: 'Job search form',
  subtitle: 'A new tile type, shown from its fixture.',
};

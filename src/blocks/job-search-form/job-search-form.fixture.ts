import type { TileEntry } from '@/lib/content';

export const jobSearchFormFixture: TileEntry = {
  id: 'fixture-job-search-form',
  contentType: 'jobSearchFormTile',
  type: 'form',
  formType: 'jobSearch',
  key: 'Fixture: job search form',
  title: 'Find your role at Tavola',
  subtitle: 'Kitchen, bar, floor or head office: search our vacancies near you.',
};

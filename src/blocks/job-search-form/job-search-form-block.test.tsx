import { render, screen, within } from '@testing-library/react';
import type { TileLoadContext } from '@/blocks/shared/define-tile.server';
import { layoutSettingsOf, settingsSchema } from '@/lib/content';
import { JobSearchFormBlock } from './job-search-form-block';
import { jobSearchFormFixture } from './job-search-form.fixture';
import { jobSearchFormSchema } from './job-search-form.schema';
import { jobSearchFormTile } from './job-search-form.tile.server';

let mockQuery: Record<string, string | string[]> = {};
jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/careers/job-search', query: mockQuery, push: jest.fn() }),
}));

const jobs = [
  { name: 'Kitchen Porter', category: 'Back of House', jobTypeGroup: 'boh team' },
  { name: 'Bartender', category: 'Front of House', jobTypeGroup: 'Bar' },
  { name: 'General Manager', category: 'Management', jobTypeGroup: 'General Manager' },
].map((kind, index) => ({
  ...kind,
  jobId: `job-${index + 1}`,
  positionUniqueName: `${kind.name} - Tavola Leeds Trinity`,
  jobType: 'full time',
  cvRequired: 'False',
  workExperienceRequired: 'False',
  location: { lat: 53.7965, lng: -1.5464 },
  distance: null,
  questions: [],
  restaurant: { storeId: '1001', title: 'Leeds Trinity' },
  description: '',
}));

let fetchMock: jest.Mock;
beforeEach(() => {
  mockQuery = {};
  fetchMock = jest.fn(() =>
    Promise.resolve({ status: 200, ok: true, json: async () => ({ jobs }) }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

const context = {
  settings: layoutSettingsOf(settingsSchema.parse({ siteId: 'tavola-web', siteName: 'Tavola' })),
} as TileLoadContext;

async function renderFixture() {
  const props = await jobSearchFormTile.load!(
    jobSearchFormSchema.parse(jobSearchFormFixture),
    context,
  );
  render(<JobSearchFormBlock {...props} />);
  return within(await screen.findByRole('list', { name: 'Jobs' }));
}

describe('JobSearchFormBlock', () => {
  it('shows its title, its subtitle and the job search of the brand’s site', async () => {
    const list = await renderFixture();
    expect(
      screen.getByRole('heading', { name: 'Find your role at Tavola', level: 2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Kitchen, bar, floor or head office: search our vacancies near you.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/jobs?siteId=tavola-web', expect.any(Object));
    expect(list.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Find jobs near you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter your postcode' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 jobs');
  });

  it('presets the role of /careers/job-search/{role}', async () => {
    mockQuery = { id: ['kitchen'] };
    const list = await renderFixture();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Back of House');
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['Kitchen Porter']);
  });

  it.each([[['chef']], [['kitchen', 'bar']], [[]]])('presets nothing for %j', async (id) => {
    mockQuery = { id };
    const list = await renderFixture();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
    expect(list.getAllByRole('link')).toHaveLength(3);
  });
});

describe('jobSearchFormSchema', () => {
  it('needs a title', () => {
    const untitled = { ...jobSearchFormFixture, title: undefined };
    expect(jobSearchFormSchema.safeParse(untitled).success).toBe(false);
  });

  it('leaves the subtitle optional', () => {
    const plain = { ...jobSearchFormFixture, subtitle: undefined };
    expect(jobSearchFormSchema.parse(plain)).toEqual({
      title: 'Find your role at Tavola',
      subtitle: undefined,
      siteId: '',
    });
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobRoleOf } from '../job-roles';
import type { Job } from '../jobs.types';
import { manyTestJobs, testJob } from '../testing/test-jobs';
import { JobSearch } from './job-search';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';
import { polyfillDialog } from '@/lib/ui/dialog/testing/polyfill-dialog';

const leeds = { lat: 53.7965, lng: -1.5464 };
const nearLeeds: Job[] = [
  testJob({
    jobId: 'far',
    name: 'Host',
    distance: 22.5,
    restaurant: { storeId: '9', title: 'York' },
  }),
  testJob({ jobId: 'near', name: 'Chef de Partie', distance: 0.4, category: 'Back of House' }),
  testJob({
    jobId: 'mid',
    name: 'Barista',
    distance: 9.1,
    jobType: 'part time',
    jobTypeGroup: 'Bar',
  }),
];
const refusal12 = {
  code: 12,
  title: 'Bad Gateway',
  message: 'Something went wrong retrieving the jobs data. Please try again.',
};

let fetchMock: jest.Mock;
/** Answers GET /api/jobs (every job, or near), and GET /api/jobs/locations. */
function serve({
  all = manyTestJobs() as Job[] | (() => ReturnType<typeof jsonAnswer>),
  places = [
    { geometry: { location: leeds }, formatted_address: 'Leeds, West Yorkshire' },
  ] as unknown,
  near = (() => jsonAnswer(200, { jobs: nearLeeds })) as () => ReturnType<typeof jsonAnswer>,
} = {}) {
  fetchMock.mockImplementation((url: string) => {
    if (url.startsWith('/api/jobs/locations?')) return jsonAnswer(200, places);
    if (url.includes('&lat=')) return near();
    return typeof all === 'function' ? all() : jsonAnswer(200, { jobs: all });
  });
}
const urls = () => fetchMock.mock.calls.map(([url]) => url as string);

beforeAll(polyfillDialog);
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  serve();
});
afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

const status = () => screen.getByRole('status');
const jobList = () => screen.getByRole('list', { name: 'Jobs' });
const jobLinks = () => within(jobList()).getAllByRole('link');
const names = () => jobLinks().map((link) => link.textContent);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

async function renderSearch(props: Partial<Parameters<typeof JobSearch>[0]> = {}) {
  render(<JobSearch siteId="tavola" {...props} />);
  await screen.findByRole('list', { name: 'Jobs' });
}

describe('JobSearch: the list', () => {
  it('fetches every job of the site and shows 12, by restaurant then name, with a live count', async () => {
    render(<JobSearch siteId="tavola" />);
    expect(status()).toHaveTextContent('Loading jobs…');
    await screen.findByRole('list', { name: 'Jobs' });
    expect(urls()).toEqual(['/api/jobs?siteId=tavola']);
    expect(status()).toHaveTextContent('20 jobs');
    expect(jobLinks()).toHaveLength(12);
    expect(names().slice(0, 4)).toEqual([
      'Bartender',
      'General Manager',
      'Kitchen Porter',
      'Bartender',
    ]);
    const first = within(jobList()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Bartender' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/careers\/job\/job-\d+$/),
    );
    expect(first).toHaveTextContent('Bath Milsom Street');
    expect(first).toHaveTextContent('Part time');
    expect(first).toHaveTextContent('Front of House');
    expect(first).not.toHaveTextContent('miles away');
  });

  it('shows 12 more with "Show more jobs", then no button, focusing the first new job', async () => {
    const user = userEvent.setup();
    await renderSearch();
    expect(screen.getByText('Showing 12 of 20 jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more jobs' }));
    expect(jobLinks()).toHaveLength(20);
    expect(jobLinks()[12]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
  });

  it('says so when the jobs cannot be fetched, and tries again', async () => {
    const user = userEvent.setup();
    serve({ all: () => jsonAnswer(502, refusal12) });
    render(<JobSearch siteId="tavola" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal12.message);
    serve();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('20 jobs');
  });

  it('shows code 12’s message when the answer is unreadable', async () => {
    serve({ all: () => jsonAnswer(200, undefined) });
    render(<JobSearch siteId="tavola" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal12.message);
  });
});

describe('JobSearch: the filters', () => {
  it('ticks both job types by default, and narrows the list as each filter changes', async () => {
    const user = userEvent.setup();
    await renderSearch();
    const jobType = screen.getByRole('group', { name: 'Job type' });
    const fullTime = within(jobType).getByRole('checkbox', { name: 'Full time' });
    const partTime = within(jobType).getByRole('checkbox', { name: 'Part time' });
    expect(fullTime).toBeChecked();
    expect(partTime).toBeChecked();

    await user.click(partTime);
    expect(status()).toHaveTextContent('6 jobs'); // the general managers
    expect(new Set(names())).toEqual(new Set(['General Manager']));

    await user.click(partTime);
    await user.selectOptions(select('Job title'), 'Bartender');
    expect(status()).toHaveTextContent('7 jobs');
    expect(new Set(names())).toEqual(new Set(['Bartender']));

    await user.selectOptions(select('Job title'), 'All job titles');
    await user.selectOptions(select('Role'), 'Back of House');
    expect(status()).toHaveTextContent('7 jobs');
    expect(new Set(names())).toEqual(new Set(['Kitchen Porter']));

    await user.selectOptions(select('Job title'), 'Head Chef');
    expect(status()).toHaveTextContent(
      'No jobs match your search. Try another place or fewer filters.',
    );
    expect(screen.queryByRole('list', { name: 'Jobs' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(status()).toHaveTextContent('20 jobs');
    expect(select('Role')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers every job title by group, and every role', async () => {
    await renderSearch();
    const groups = [...select('Job title').querySelectorAll('optgroup')].map(
      (group) => group.label,
    );
    expect(groups).toEqual([
      'Bar',
      'Front of house team',
      'General management',
      'Front of house support',
      'Kitchen team',
      'Head chef',
      'Kitchen support',
    ]);
    expect(select('Job title').options[0]).toHaveTextContent('All job titles');
    expect([...select('Role').options].map((option) => option.textContent)).toEqual([
      'All roles',
      'Back of House',
      'Front of House',
      'Management',
      'Head Office',
    ]);
  });

  it('starts again from the first 12 when a filter changes', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Show more jobs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full time' }));
    expect(jobLinks()).toHaveLength(12);
  });
});

describe('JobSearch: a role preset', () => {
  it('kitchen shows the back of house jobs, its link marked as the current page', async () => {
    await renderSearch({ role: jobRoleOf('kitchen') });
    expect(select('Role')).toHaveValue('Back of House');
    expect(status()).toHaveTextContent('7 jobs');
    expect(new Set(names())).toEqual(new Set(['Kitchen Porter']));
    const roles = screen.getByRole('navigation', { name: 'Browse by role' });
    expect(within(roles).getByRole('link', { name: 'Kitchen roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(roles).getByRole('link', { name: 'Bar roles' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('bar shows every job of the Bar group', async () => {
    await renderSearch({ role: jobRoleOf('bar') });
    expect(select('Job title')).toHaveValue('group:Bar');
    expect(select('Job title').selectedOptions[0]).toHaveTextContent('All bar jobs');
    expect(new Set(names())).toEqual(new Set(['Bartender']));
  });

  it('links to the management, kitchen and bar pages', async () => {
    await renderSearch();
    const roles = screen.getByRole('navigation', { name: 'Browse by role' });
    expect(
      within(roles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Management roles', '/careers/job-search/management'],
      ['Kitchen roles', '/careers/job-search/kitchen'],
      ['Bar roles', '/careers/job-search/bar'],
    ]);
  });

  it('presets again when the role changes (another role link)', async () => {
    const { rerender } = render(<JobSearch siteId="tavola" role={jobRoleOf('management')} />);
    await screen.findByRole('list', { name: 'Jobs' });
    expect(new Set(names())).toEqual(new Set(['General Manager']));
    rerender(<JobSearch siteId="tavola" role={jobRoleOf('kitchen')} />);
    expect(select('Role')).toHaveValue('Back of House');
    expect(new Set(names())).toEqual(new Set(['Kitchen Porter']));
    expect(urls()).toEqual(['/api/jobs?siteId=tavola']);
  });
});

describe('JobSearch: by postcode or town', () => {
  async function openPostcode(user: ReturnType<typeof userEvent.setup>) {
    const toggle = screen.getByRole('button', { name: 'Enter your postcode' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Postcode or town' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('textbox', { name: 'Postcode or town' });
    expect(toggle.getAttribute('aria-controls')).toBe(
      screen.getByRole('search', { name: 'Jobs near a postcode or town' }).id,
    );
    expect(box).toHaveFocus();
    return box;
  }

  it('finds the place, then the jobs near it: nearest first, with their distance', async () => {
    const user = userEvent.setup();
    await renderSearch();
    const box = await openPostcode(user);
    await user.type(box, 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('3 jobs near Leeds')).toBe(status());
    const [, locations, near] = urls();
    expect(locations).toMatch(/^\/api\/jobs\/locations\?query=Leeds&sessionKey=[\w-]{8,}$/);
    expect(near).toBe(`/api/jobs?siteId=tavola&lat=${leeds.lat}&lng=${leeds.lng}`);
    expect(names()).toEqual(['Chef de Partie', 'Barista', 'Host']);
    const cards = within(jobList()).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent!.match(/[\d.]+ miles? away/)?.[0])).toEqual([
      '0.4 miles away',
      '9.1 miles away',
      '22.5 miles away',
    ]);

    // The filters apply to the jobs near the place too.
    await user.click(screen.getByRole('checkbox', { name: 'Full time' }));
    expect(status()).toHaveTextContent('1 job near Leeds');

    // Another search keeps the visit's session key; 'Show all jobs' goes back to every job.
    await user.clear(box);
    await user.type(box, 'LS1 4AP');
    await user.keyboard('{Enter}');
    await screen.findByText('1 job near LS1 4AP');
    const keys = urls()
      .filter((url) => url.startsWith('/api/jobs/locations'))
      .map((url) => new URLSearchParams(url.split('?')[1]).get('sessionKey'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await user.click(screen.getByRole('button', { name: 'Show all jobs' }));
    expect(status()).toHaveTextContent('14 jobs'); // part time only, of every job
  });

  it.each(['', 'LS', '  L  '])(
    'needs at least 3 characters (%j), and fetches nothing',
    async (typed) => {
      const user = userEvent.setup();
      await renderSearch();
      const box = await openPostcode(user);
      if (typed) await user.type(box, typed);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please enter at least 3 characters.');
      expect(urls()).toEqual(['/api/jobs?siteId=tavola']);
      // Typing again clears the message.
      await user.type(box, 'x');
      expect(box).not.toHaveAttribute('aria-invalid');
    },
  );

  it('says so under the field when the place cannot be found', async () => {
    const user = userEvent.setup();
    serve({ places: [] });
    await renderSearch();
    const box = await openPostcode(user);
    await user.type(box, 'Qwertyzzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('We could not find that place. Please check the postcode or town.'),
    ).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(
      'We could not find that place. Please check the postcode or town.',
    );
    expect(urls()).toHaveLength(2); // no jobs fetched for no place
    expect(status()).toHaveTextContent('20 jobs');
  });

  it('shows a refusal of the jobs service in the error modal', async () => {
    const user = userEvent.setup();
    serve({ near: () => jsonAnswer(502, refusal12) });
    await renderSearch();
    const box = await openPostcode(user);
    await user.type(box, 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent(refusal12.message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('20 jobs');
  });
});

describe('JobSearch: near the device', () => {
  function geolocation(result: { lat: number; lng: number } | { code: number }) {
    const getCurrentPosition = jest.fn(
      (success: PositionCallback, failure?: PositionErrorCallback | null) => {
        if ('code' in result) failure?.(result as GeolocationPositionError);
        else
          success({
            coords: { latitude: result.lat, longitude: result.lng },
          } as GeolocationPosition);
      },
    );
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
  }

  it('lists the jobs near the device', async () => {
    const user = userEvent.setup();
    geolocation(leeds);
    await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Find jobs near you' }));
    expect(await screen.findByText('3 jobs near you')).toBe(status());
    expect(urls()).toEqual([
      '/api/jobs?siteId=tavola',
      `/api/jobs?siteId=tavola&lat=${leeds.lat}&lng=${leeds.lng}`,
    ]);
    expect(names()[0]).toBe('Chef de Partie');
  });

  it('opens the error modal when location services are refused (spec 2 §8)', async () => {
    const user = userEvent.setup();
    geolocation({ code: 1 });
    await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Find jobs near you' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location services are off' });
    expect(within(dialog).getByText(/location services/)).toHaveTextContent(
      /^To search for jobs near you, please enable location services\.$/,
    );
    expect(urls()).toEqual(['/api/jobs?siteId=tavola']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the device cannot tell where it is', async () => {
    const user = userEvent.setup();
    geolocation({ code: 3 });
    await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Find jobs near you' }));
    const dialog = await screen.findByRole('dialog', { name: 'We could not find you' });
    expect(dialog).toHaveTextContent(
      'We could not find where you are. Please enter your postcode or town instead.',
    );
  });

  it('a newer search wins over an older one still running', async () => {
    const user = userEvent.setup();
    type Answer = Awaited<ReturnType<typeof jsonAnswer>>;
    let answerNear: (value: Answer) => void = () => {};
    serve({
      near: () =>
        new Promise<Answer>((resolve) => {
          answerNear = resolve;
        }),
    });
    geolocation(leeds);
    await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Find jobs near you' }));
    expect(status()).toHaveTextContent('Looking for jobs near you…');
    await user.click(screen.getByRole('button', { name: 'Enter your postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode or town' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => answerNear(await jsonAnswer(200, { jobs: nearLeeds })));
    expect(status()).toHaveTextContent('20 jobs');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { ContentfulLivePreview } from '@contentful/live-preview';
import { restaurantListFixture } from '@/blocks/restaurant-list/restaurant-list.fixture';
import { textFixture } from '@/blocks/text/text.fixture';
import { flattenEntry, settingsSchema, type ResolvedEntry, type TileEntry } from '@/lib/content';
import { prepareTiles, type TileLoadContext } from '../prepare-tiles.server';
import { rawEntryOf } from '../testing/raw-entry';
import { TileList } from '../tile-list';

// The SDK outside Contentful's preview pane does nothing; here it stands in for the pane: each
// test sends the edit message the SDK would deliver, its subscription's data with the edit applied.
jest.mock('@contentful/live-preview', () => ({
  ContentfulLivePreview: { init: jest.fn(), subscribe: jest.fn(() => () => {}) },
}));
const subscribe = jest.mocked(ContentfulLivePreview.subscribe);

const context = {
  content: { getRestaurants: async () => [] },
  settings: settingsSchema.parse({ siteId: 'tavola', siteName: 'Tavola' }),
  preview: true,
  log: { warn: jest.fn(), error: jest.fn() },
} as unknown as TileLoadContext;

/** The raw page, as the Preview API gives it, with a text tile and a restaurant list. */
const rawPage = (text: Partial<TileEntry> = {}, list: Partial<TileEntry> = {}): ResolvedEntry =>
  rawEntryOf({
    id: 'page-home',
    contentType: 'page',
    title: 'Home',
    slug: 'home',
    tiles: [
      { ...textFixture, ...text },
      { ...restaurantListFixture, ...list },
    ],
  });

/** The page in draft mode: tiles prepared by the server, the raw page for live updates. */
async function renderPreview() {
  const page = rawPage();
  const tiles = await prepareTiles(flattenEntry(page).tiles as TileEntry[], context);
  render(<TileList tiles={tiles} preview livePage={page} />);
  await waitFor(() => expect(subscribe).toHaveBeenCalled());
  const [event, config] = subscribe.mock.calls[0] as unknown as [
    string,
    { data: ResolvedEntry; locale: string; callback: (data: unknown) => void },
  ];
  expect(event).toBe('edit');
  expect(config.data).toEqual(page);
  expect(config.locale).toBe('en-GB');
  return (edited: ResolvedEntry) => act(() => config.callback(edited));
}

const fetchSpy = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchSpy;
});

describe('draft mode live updates', () => {
  it('shows a tile as the editor types, parsed in the browser, with no request', async () => {
    const edit = await renderPreview();
    expect(screen.getByRole('heading', { name: 'Made fresh, every day' })).toBeInTheDocument();

    edit(rawPage({ title: 'Made fresh, every hour' }));
    expect(screen.getByRole('heading', { name: 'Made fresh, every hour' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Made fresh, every day' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names a tile an edit made invalid, and shows it again once the edit is fixed', async () => {
    const edit = await renderPreview();

    edit(rawPage({ body: 'plain' }));
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Tile “Fixture: text” is not shown\. It is invalid: body: /,
    );
    expect(screen.queryByRole('heading', { name: 'Made fresh, every day' })).toBeNull();
    // The rest of the page stays.
    expect(screen.getByRole('heading', { name: 'Our restaurants' })).toBeInTheDocument();

    edit(rawPage({ title: 'Fixed' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fixed' })).toBeInTheDocument();
  });

  it('keeps the props of a tile whose data the server loads until the editor saves', async () => {
    const edit = await renderPreview();

    edit(rawPage({}, { title: 'Every restaurant' }));
    expect(screen.getByRole('heading', { name: 'Our restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Every restaurant' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tags each field for the inspector, so a click opens that field', async () => {
    await renderPreview();
    const heading = screen.getByRole('heading', { name: 'Made fresh, every day' });
    expect(heading).toHaveAttribute('data-contentful-entry-id', 'fixture-text');
    expect(heading).toHaveAttribute('data-contentful-field-id', 'title');
  });

  it('loads nothing of it for diners', () => {
    render(<TileList tiles={[]} preview={false} livePage={rawPage()} />);
    expect(subscribe).not.toHaveBeenCalled();
  });
});

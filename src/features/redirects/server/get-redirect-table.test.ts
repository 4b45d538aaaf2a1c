import type { Redirect, Restaurant, Settings } from '@/lib/content';
import { createRedirectTableGetter } from './get-redirect-table';
import { findRedirect } from './redirect-table';

function fakeContent(entries: Redirect[]) {
  const content = {
    entries,
    restaurants: [] as Restaurant[],
    settings: null as Settings | null,
    fail: false,
    reads: 0,
    getRedirects: async () => {
      content.reads += 1;
      if (content.fail) throw new Error('CMS down');
      return content.entries;
    },
    getRestaurants: async () => content.restaurants,
    getSettings: async () => content.settings,
  };
  return content;
}

const entry = (id: string, from: string, to: string): Redirect => ({
  id,
  from,
  to,
  permanent: true,
});

describe('the redirect table getter', () => {
  it('compiles once per content version: a cleared cache (new objects) recompiles', async () => {
    const content = fakeContent([entry('redirect-jobs', '/jobs', '/careers')]);
    const warn = jest.fn();
    const getTable = createRedirectTableGetter(
      () => content,
      () => ({ warn }),
    );
    const first = await getTable();
    expect(await getTable()).toBe(first);
    expect(findRedirect(first, '/jobs', '')?.location).toBe('/careers');

    // The editor publishes a change; the revalidation clears the cache; new objects come back.
    content.entries = [entry('redirect-jobs', '/jobs', '/careers/job-search')];
    const second = await getTable();
    expect(second).not.toBe(first);
    expect(findRedirect(second, '/jobs', '')?.location).toBe('/careers/job-search');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs each refused entry by its id', async () => {
    const warn = jest.fn();
    const getTable = createRedirectTableGetter(
      () => fakeContent([entry('redirect-loop', '/loop', '/loop/')]),
      () => ({ warn }),
    );
    expect(findRedirect(await getTable(), '/loop', '')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      { entryId: 'redirect-loop', from: '/loop', to: '/loop/' },
      'Redirect entry redirect-loop refused: it redirects to itself',
    );
  });

  it('keeps the last table when the content cannot be read, and the legacy one at first', async () => {
    const content = fakeContent([entry('redirect-jobs', '/jobs', '/careers')]);
    content.fail = true;
    const warn = jest.fn();
    const getTable = createRedirectTableGetter(
      () => content,
      () => ({ warn }),
    );
    const legacyOnly = await getTable();
    expect(findRedirect(legacyOnly, '/book-a-table', '')?.location).toBe('/#booking');
    expect(findRedirect(legacyOnly, '/jobs', '')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);

    content.fail = false;
    const table = await getTable();
    expect(findRedirect(table, '/jobs', '')?.location).toBe('/careers');
    content.fail = true;
    expect(await getTable()).toBe(table);
  });
});

import { NextRequest } from 'next/server';
import { pageSurrogateKeys } from '@/features/page-cache/server';
import { compileRedirects, getRedirectTable } from '@/features/redirects/server';
import { proxy } from './proxy';

// The proxy sees every page request before Next routes it. A path longer than any page must be
// answered as the 404 page before anything looks it up or keeps it.
jest.mock('@/features/page-cache/server', () => ({
  ...jest.requireActual('@/features/page-cache/server'),
  pageSurrogateKeys: jest.fn(async () => null),
}));
// The legacy table alone: no content store to read in a unit test.
jest.mock('@/features/redirects/server', () => ({
  ...jest.requireActual('@/features/redirects/server'),
  getRedirectTable: jest.fn(),
}));

beforeAll(() => {
  jest
    .mocked(getRedirectTable)
    .mockResolvedValue(compileRedirects({ entries: [], restaurants: [], settings: null }));
});

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'));
const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('the proxy and page paths longer than any page', () => {
  beforeEach(() => jest.mocked(pageSurrogateKeys).mockClear());

  it('answers a path past 512 characters with the 404 page, looking nothing up for it', async () => {
    for (const path of [`/${'x'.repeat(512)}`, `/restaurants/london/${'x'.repeat(2000)}`]) {
      const response = await proxy(request(`${path}?q=1`));
      expect(rewrite(response)).toBe('http://localhost:3000/404');
    }
    expect(pageSurrogateKeys).not.toHaveBeenCalled();
  });

  it('lets a path of 512 characters through to its page', async () => {
    const path = `/${'x'.repeat(511)}`;
    const response = await proxy(request(path));
    expect(rewrite(response)).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(pageSurrogateKeys).toHaveBeenCalledWith(path);
    expect(getRedirectTable).toHaveBeenCalled();
  });
});

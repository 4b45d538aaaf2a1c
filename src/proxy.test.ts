import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from './proxy';

// The proxy runs before routing on every request it matches (Next builds a request object and
// runs it in its own sandbox each time): pages need it (redirects, surrogate keys), files do not.

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("the proxy's matcher", () => {
  it.each(['/', '/about-us', '/about-us/', '/restaurants/london/soho', '/menu/main-menu'])(
    'runs for the page %s (and for old addresses like it)',
    (url) => {
      expect(runsFor(url)).toBe(true);
    },
  );

  it.each([
    '/api/booking/slots',
    '/_next/static/chunks/main.js',
    '/_next/image?url=%2Fimages%2Fcontent%2Fteam.svg&w=640&q=75',
    '/images/content/team.svg',
    '/fonts/lato-latin-400-normal.woff2',
    '/icons/sprite.svg',
    '/favicon.svg',
    '/maps/uk.json',
    '/maps/uk-places.json',
  ])('does not run for %s, which is no page', (url) => {
    expect(runsFor(url)).toBe(false);
  });

  it.each(readdirSync(path.join(process.cwd(), 'public'), { withFileTypes: true }))(
    "does not run for the public folder's $name",
    (entry) => {
      const url = entry.isDirectory() ? `/${entry.name}/file.json` : `/${entry.name}`;
      expect(runsFor(url)).toBe(false);
    },
  );
});

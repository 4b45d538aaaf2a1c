// The matcher Next.js itself applies to next.config.js rewrites.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { nextRewrites, rewrittenUrl } from './rewrites.js';

describe('rewrittenUrl', () => {
  it('serves /cdg/geo/* from /api/cdg/geo/*, query kept', () => {
    expect(rewrittenUrl('/cdg/geo/regionmap?brandKey=tavola&path=/london')).toBe(
      '/api/cdg/geo/regionmap?brandKey=tavola&path=/london',
    );
    expect(rewrittenUrl('/cdg/geo/locationname')).toBe('/api/cdg/geo/locationname');
    expect(rewrittenUrl('/cdg/geo')).toBe('/api/cdg/geo');
    expect(rewrittenUrl('/CDG/Geo/regionmap')).toBe('/api/cdg/geo/regionmap');
  });

  it('leaves every other path alone', () => {
    for (const url of [
      '/',
      '/cdg',
      '/cdg/geography',
      '/api/cdg/geo/regionmap',
      '/find-us?cdg/geo/',
    ]) {
      expect(rewrittenUrl(url)).toBeNull();
    }
  });

  it('rewrites exactly the paths next.config.js rewrites in development', () => {
    const [rule] = nextRewrites;
    const matches = getPathMatch(rule!.source);
    for (const path of [
      '/cdg/geo',
      '/cdg/geo/regionmap',
      '/CDG/Geo/regionmap',
      '/cdg/geo/a/b',
      '/cdg/geography',
      '/cdg',
      '/api/cdg/geo/regionmap',
    ]) {
      expect(rewrittenUrl(path) !== null).toBe(matches(path) !== false);
    }
  });
});

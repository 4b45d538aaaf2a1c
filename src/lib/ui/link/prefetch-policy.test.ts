import { canPrefetch } from './prefetch-policy';

describe('canPrefetch (spec 1 §9)', () => {
  it('prefetches on a fast connection, or when the browser does not say', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
  });

  it('never prefetches on a data-saver connection, however fast', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(canPrefetch({ saveData: true })).toBe(false);
  });

  it('never prefetches on a slow (2g) connection', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g', saveData: false })).toBe(false);
  });
});

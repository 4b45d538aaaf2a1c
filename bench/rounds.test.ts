import type { LoadResult } from './load-result';
import { medianRound, roundRatios } from './rounds';

const load = (requestsPerSecond: number): LoadResult => ({
  name: '',
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 2,
  errors: 0,
  non2xx: 0,
  statuses: {},
});

describe('medianRound', () => {
  it("takes the round with the median ratio, not the median of either side's req/s", () => {
    const rounds = [
      { load: load(90), reference: load(100) }, // 0.90
      { load: load(300), reference: load(200) }, // 1.50: a reference slowed by the machine
      { load: load(40), reference: load(100) }, // 0.40: a load slowed by the machine
    ];
    expect(medianRound(rounds)).toBe(rounds[0]);
    expect(roundRatios(rounds)).toBe('0.90x 1.50x 0.40x');
  });

  it('refuses no rounds at all', () => {
    expect(() => medianRound([])).toThrow('No round');
  });
});

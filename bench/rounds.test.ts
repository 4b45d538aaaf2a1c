import type { LoadResult } from './load-result';
import { alternatingRounds, medianRound, roundRatios } from './rounds';

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

describe('alternatingRounds', () => {
  it('runs the reference first in even rounds and second in odd ones, each round a pair', async () => {
    const order: string[] = [];
    let n = 0;
    const next = (side: string) => async () => {
      order.push(side);
      return load(++n);
    };
    const rounds = await alternatingRounds(3, next('reference'), next('load'));
    expect(order).toEqual(['reference', 'load', 'load', 'reference', 'reference', 'load']);
    expect(
      rounds.map((round) => [round.reference.requestsPerSecond, round.load.requestsPerSecond]),
    ).toEqual([
      [1, 2],
      [4, 3],
      [5, 6],
    ]);
  });
});

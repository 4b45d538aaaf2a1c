import { maxRetryDelayMs, nextAttemptAt, retryDelayMs } from './retry-schedule';

describe('the retry schedule', () => {
  it('waits the base after the first failure and twice as long after each further one', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7].map(
      (attempts) => retryDelayMs(attempts, 30_000) / 60_000,
    );
    expect(minutes).toEqual([0.5, 1, 2, 4, 8, 16, 32]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(maxRetryDelayMs).toBe(3_600_000);
    expect(retryDelayMs(8, 30_000)).toBe(3_600_000);
    expect(retryDelayMs(50, 30_000)).toBe(3_600_000);
    expect(retryDelayMs(2000, 30_000)).toBe(3_600_000);
  });

  it('follows the configured base', () => {
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, 100))).toEqual([100, 200, 400]);
  });

  it('makes a message due again that long after the failed attempt', () => {
    expect(nextAttemptAt(new Date('2026-03-02T09:00:00Z'), 3, 30_000)).toEqual(
      new Date('2026-03-02T09:02:00Z'),
    );
  });
});

import { FETCH_MINIMUM_DISPLAY_MS, withMinimumDisplay } from './minimum-display';

/** Whether a promise has settled, read without waiting for it. */
function watch(promise: Promise<unknown>) {
  const seen = { settled: false };
  promise.then(
    () => (seen.settled = true),
    () => (seen.settled = true),
  );
  return seen;
}

describe('withMinimumDisplay (spec 1 §9: fetch minimum display delay 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is 200 ms', () => {
    expect(FETCH_MINIMUM_DISPLAY_MS).toBe(200);
  });

  it('holds a quick answer until 200 ms have passed, then gives it', async () => {
    const result = withMinimumDisplay(Promise.resolve('menus'));
    const seen = watch(result);
    await jest.advanceTimersByTimeAsync(199);
    expect(seen.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.settled).toBe(true);
    await expect(result).resolves.toBe('menus');
  });

  it('does not delay an answer slower than 200 ms', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('slots'), 350));
    const seen = watch(withMinimumDisplay(slow));
    await jest.advanceTimersByTimeAsync(349);
    expect(seen.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.settled).toBe(true);
  });

  it('passes a quick failure on once the 200 ms are up', async () => {
    const result = withMinimumDisplay(Promise.reject(new Error('offline')));
    const seen = watch(result);
    await jest.advanceTimersByTimeAsync(199);
    expect(seen.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('offline');
  });
});

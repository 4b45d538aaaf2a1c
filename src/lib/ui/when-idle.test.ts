import { IDLE_TIMEOUT_MS, whenIdle, type IdleScheduler } from './when-idle';

function fakeScheduler(withIdleCallback: boolean) {
  const idle = new Map<number, { callback: () => void; timeout?: number }>();
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const scheduler: IdleScheduler = {
    setTimeout: (callback, ms) => {
      timers.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  if (withIdleCallback) {
    scheduler.requestIdleCallback = (callback, options) => {
      idle.set(next, { callback, timeout: options?.timeout });
      return next++;
    };
    scheduler.cancelIdleCallback = (handle) => void idle.delete(handle);
  }
  return { scheduler, idle, timers };
}

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most 2000 ms (spec 1 §9)', () => {
    expect(IDLE_TIMEOUT_MS).toBe(2000);
    const { scheduler, idle, timers } = fakeScheduler(true);
    const task = jest.fn();
    whenIdle(task, undefined, scheduler);

    expect(timers.size).toBe(0);
    expect([...idle.values()]).toEqual([{ callback: expect.any(Function), timeout: 2000 }]);
    expect(task).not.toHaveBeenCalled();
    [...idle.values()][0]!.callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the browser is idle', () => {
    const { scheduler, idle } = fakeScheduler(true);
    const cancel = whenIdle(jest.fn(), 500, scheduler);
    expect([...idle.values()][0]!.timeout).toBe(500);
    cancel();
    expect(idle.size).toBe(0);
  });

  it('falls back to the next turn of the event loop without requestIdleCallback', () => {
    const { scheduler, timers } = fakeScheduler(false);
    const task = jest.fn();
    const cancel = whenIdle(task, undefined, scheduler);
    expect([...timers.values()]).toEqual([{ callback: task, ms: 1 }]);
    cancel();
    expect(timers.size).toBe(0);
  });
});

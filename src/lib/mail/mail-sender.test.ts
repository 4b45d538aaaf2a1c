import { startMailSender, type MailSender } from './mail-sender';
import { recordingLog } from './testing/outbox-test-kit';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, for at most two seconds. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('timed out');
    await pause(5);
  }
}

describe('the mail sender loop', () => {
  let sender: MailSender | undefined;
  afterEach(() => sender?.stop());

  it('ticks at once, then again after each interval', async () => {
    let ticks = 0;
    sender = startMailSender({
      intervalMs: 10,
      log: recordingLog(),
      tick: async () => void ticks++,
    });
    await until(() => ticks >= 3);
  });

  it('never runs two ticks at once, however long one takes', async () => {
    let running = 0;
    let most = 0;
    let ticks = 0;
    sender = startMailSender({
      intervalMs: 1,
      log: recordingLog(),
      tick: async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(20);
        running -= 1;
        ticks += 1;
      },
    });
    await until(() => ticks >= 3);
    expect(most).toBe(1);
  });

  it('logs a failed tick and runs the next one', async () => {
    const log = recordingLog();
    let ticks = 0;
    sender = startMailSender({
      intervalMs: 1,
      log,
      tick: async () => {
        ticks += 1;
        if (ticks === 1) throw new Error('database unreachable');
      },
    });
    await until(() => ticks >= 2);
    expect(log.lines).toContainEqual({
      level: 'error',
      message: 'Outbox delivery failed; retrying next tick',
    });
  });

  it('stops after the tick in progress, and ticks no more', async () => {
    let finished = 0;
    let started = 0;
    sender = startMailSender({
      intervalMs: 1,
      log: recordingLog(),
      tick: async () => {
        started += 1;
        await pause(30);
        finished += 1;
      },
    });
    await until(() => started === 1);
    await sender.stop();
    expect(finished).toBe(1);
    await pause(30);
    expect(started).toBe(1);
  });
});

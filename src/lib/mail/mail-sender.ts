import type { MailLog } from './deliver-due-mail';

/** A running sender: `stop` ends it, after the tick in progress (if any) has finished. */
export interface MailSender {
  stop(): Promise<void>;
}

/**
 * Runs `tick` now and then again `intervalMs` after each tick ends, until stopped. Ticks never
 * overlap: the next is scheduled only when the last has finished, however long it took. A tick
 * that fails (the database unreachable) is logged and the next one runs as usual. The timer does
 * not keep the process alive on its own.
 */
export function startMailSender({
  tick,
  intervalMs,
  log,
}: {
  tick: () => Promise<unknown>;
  intervalMs: number;
  log: MailLog;
}): MailSender {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    timer = undefined;
    running = tick()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'Outbox delivery failed; retrying next tick'),
      )
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

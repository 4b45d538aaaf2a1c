import { rmSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { closeDatabase, openDatabaseKind } from './index';

/** The signals a server process is stopped with (Ctrl+C on `npm start`, a supervisor's stop). */
const stopSignals = ['SIGINT', 'SIGTERM'] as const;

/**
 * Closes the database when the process is told to stop, beside Next's own handler (which drains
 * the requests under way, then exits). Stopped without this, PGlite left its postmaster.pid behind
 * and `npm run outbox` refused the folder as in use. Next may exit before the close ends (an idle
 * server drains at once): the lock is then removed on the way out, as the outbox's message tells a
 * person to do by hand; PGlite recovers the folder from its log when it next opens it, as
 * PostgreSQL does after a crash.
 */
export function closeDatabaseOnShutdown(events: NodeJS.EventEmitter = process): void {
  let closing: 'no' | 'under way' | 'done' = 'no';
  let kind = openDatabaseKind();
  const close = () => {
    if (closing !== 'no') return;
    closing = 'under way';
    kind = openDatabaseKind();
    closeDatabase().then(
      () => (closing = 'done'),
      (error: unknown) => console.warn(`The database did not close: ${String(error)}`),
    );
  };
  for (const signal of stopSignals) events.on(signal, close);
  events.once('exit', () => {
    if (closing === 'done' || (kind ?? openDatabaseKind()) !== 'pglite') return;
    rmSync(path.join(getConfig().PGLITE_DIR, 'postmaster.pid'), { force: true });
  });
}

// A stand-in for the standalone server process (close-on-shutdown.int.test.ts): it opens the
// embedded database as instrumentation does, writes a row, says "ready", and when stopped exits
// the way Next's own signal handler does, after EXIT_AFTER_MS (0: at once, before a close ends).
import { sql } from 'drizzle-orm';
import { closeDatabaseOnShutdown } from '../close-on-shutdown';
import { getDatabase } from '../index';

async function main() {
  const db = getDatabase();
  await db.execute(sql`create table if not exists shutdown_rows (n int)`);
  await db.execute(sql`insert into shutdown_rows values (1)`);
  closeDatabaseOnShutdown();
  const exitAfterMs = Number(process.env.EXIT_AFTER_MS ?? 0);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (exitAfterMs === 0) process.exit(143);
      setTimeout(() => process.exit(143), exitAfterMs);
    });
  }
  process.stdout.write('ready\n');
  setInterval(() => {}, 1000); // serves until stopped
}

void main();

// `npm run outbox`: prints the latest messages of the outbox from the configured database, for
// someone running the site locally (mail is kept there unless SMTP_URL is set).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openConfiguredDatabase } from '../src/lib/db';
import { latestOutboxMail } from '../src/lib/mail';
import { formatOutboxReport, parseOutboxArgs } from './outbox-report';
import { loadConfigOrExit } from './lib/prepare';

/** Stops with a message a person can act on (exit code 1). */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = loadConfigOrExit();
  let args: ReturnType<typeof parseOutboxArgs>;
  try {
    args = parseOutboxArgs(process.argv.slice(2));
  } catch (error) {
    fail((error as Error).message);
  }

  const folder = config.PGLITE_DIR;
  if (!config.DATABASE_URL) {
    if (!existsSync(folder)) {
      console.log(
        `No outbox yet: ${folder} does not exist (npm start or npm run db:migrate makes it).`,
      );
      return;
    }
    // PGlite takes no lock of its own: a second process on the folder could corrupt it. Its
    // postmaster.pid exists while a process has the database open (and after a crash).
    if (existsSync(path.join(folder, 'postmaster.pid'))) {
      fail(
        [
          `The embedded database in ${folder} is in use: PGlite allows one process per folder.`,
          'Stop the site (npm start, npm run dev) and run npm run outbox again.',
          `If nothing is running (the site stopped abruptly), delete ${path.join(folder, 'postmaster.pid')}.`,
        ].join('\n'),
      );
    }
  }

  const handle = openConfiguredDatabase();
  try {
    const mails = await latestOutboxMail(handle.db, args);
    const database = config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${folder}`;
    process.stdout.write(
      formatOutboxReport(mails, { database, smtp: Boolean(config.SMTP_URL), to: args.to }),
    );
  } catch (error) {
    // drizzle wraps the driver's error; its SQLSTATE code is on the cause.
    const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
    const sqlState = cause?.code ?? code;
    // 42P01 undefined table, 42703 undefined column: migrations not applied yet.
    if (sqlState === '42P01' || sqlState === '42703') {
      fail('The database is not migrated yet: run npm run db:migrate (npm start does it too).');
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

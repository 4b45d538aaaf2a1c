// `npm run db:migrate`: apply the database migrations to the configured database.
import { loadConfigOrExit, migrateDatabase } from './lib/prepare';

migrateDatabase(loadConfigOrExit()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

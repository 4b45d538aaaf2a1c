// `npm run dev`: validate the environment, migrate the database, then run Next.js in development
// (webpack, the same bundler as the production build).
import { loadConfigOrExit, migrateDatabase } from './lib/prepare';
import { bin, run } from './lib/run';

async function main() {
  const config = loadConfigOrExit();
  await migrateDatabase(config);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  process.exit(
    await run(bin('next'), ['dev', '--webpack', '--port', String(config.PORT)], { env }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

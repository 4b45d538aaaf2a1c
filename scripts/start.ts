// `npm start`: validate the environment, migrate the database, build when the sources changed
// since the last build, then serve the production site on PORT (default 3000) with Next's own
// standalone server (scripts/lib/standalone.ts).
// `npm start -- --no-build` serves the build already in .next as it is: a second process (the
// other brand, in the end-to-end tests) started beside the one that built it.
import { spawn } from 'node:child_process';
import { buildSite, productionEnv } from './lib/build-site';
import { loadConfigOrExit, migrateDatabase } from './lib/prepare';
import { hasStandaloneBuild, standaloneEnv, standaloneServer } from './lib/standalone';

async function main() {
  const config = loadConfigOrExit();
  await migrateDatabase(config);

  if (process.argv.includes('--no-build')) {
    if (!hasStandaloneBuild()) {
      console.error('There is no build in .next to serve: run `npm run build` first.');
      process.exit(1);
    }
  } else {
    const code = await buildSite();
    if (code !== 0) process.exit(code);
  }

  const server = spawn(process.execPath, [standaloneServer], {
    stdio: 'inherit',
    env: standaloneEnv(productionEnv, {
      port: config.PORT,
      contentDir: config.CONTENT_DIR,
      pgliteDir: config.PGLITE_DIR,
    }),
  });
  // Stop the server with us.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 0 : 1)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

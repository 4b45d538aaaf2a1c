import { buildInputsHash, isBuildCurrent, markBuildCurrent } from './build-inputs';
import { bin, run } from './run';
import { completeStandalone } from './standalone';

/** The environment Next.js builds and serves in. */
export const productionEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
};

/**
 * Makes the production build in .next (with its standalone server, scripts/lib/standalone.ts),
 * unless it already matches the sources (or `force`).
 * It uses webpack: Turbopack's runtime adds an inline script, which the strict
 * Content-Security-Policy (script-src 'self', see next.config.js) rightly refuses.
 * Resolves with the build's exit code.
 */
export async function buildSite({ force = false } = {}): Promise<number> {
  if (!force && isBuildCurrent()) return 0;
  console.log('Building the site...');
  const inputs = buildInputsHash();
  const code = await run(bin('next'), ['build', '--webpack'], { env: productionEnv });
  if (code === 0) {
    completeStandalone();
    markBuildCurrent(inputs);
  }
  return code;
}

// The cache tier's test (.ci/run, `npm run test:varnish`; not `npm test`, which needs no Varnish):
// the real varnishd with deploy/varnish/tavola.vcl, in front of two app processes behind a
// round-robin director (small servers answering as Next.js does, scripts/testing/next-like-backend.ts).
// It proves that pages are cached by their Cache-Control and served stale in their grace, that the
// API, draft mode, writes and uncacheable answers always reach the app, that a purge by surrogate
// key from the ACL removes exactly the pages carrying the key (and from elsewhere nothing), that
// the app's VarnishPurger purges through it, that gzip and identity visitors both get the page,
// and that the app sees the visitor's address in X-Forwarded-For.
// It targets only 127.0.0.1, stops everything it started, and leaves .reports/varnish.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reportsDir } from './lib/test-reports';
import {
  startNextLikeBackend,
  type AppRequest,
  type NextLikeBackend,
} from './testing/next-like-backend';
import type { Check } from './lib/tier-under-test';
import { cachingChecks } from './lib/varnish-caching-checks';
import { passChecks } from './lib/varnish-pass-checks';
import { purgeChecks } from './lib/varnish-purge-checks';
import { redirectChecks } from './lib/varnish-redirect-checks';
import { roundRobinVcl, startVarnish, varnishInstalled, type Varnish } from './lib/varnishd';

async function main() {
  const checks: Check[] = [];
  const requests: AppRequest[] = [];
  const apps: NextLikeBackend[] = [];
  let varnish: Varnish | undefined;
  try {
    if (!varnishInstalled()) {
      throw new Error('varnishd is not installed: apt-get install varnish varnish-modules');
    }
    apps.push(await startNextLikeBackend(1, requests), await startNextLikeBackend(2, requests));
    // The ACL lets 127.0.0.1 purge; the test's other client, 127.0.0.2, is anyone else.
    varnish = await startVarnish(
      roundRobinVcl(
        apps.map((app) => app.port),
        ['127.0.0.1'],
      ),
    );
    const tier = { varnish, requests };
    checks.push(...(await cachingChecks(tier)));
    checks.push(...(await passChecks(tier)));
    checks.push(...(await purgeChecks(tier)));
    checks.push(...(await redirectChecks(tier)));
  } catch (error) {
    checks.push({ name: 'the varnish test ran', ok: false, detail: String(error) });
  } finally {
    await varnish?.stop();
    await Promise.all(apps.map((app) => app.close()));
  }

  for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  const passed = checks.filter((check) => check.ok).length;
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    path.join(reportsDir, 'varnish.json'),
    JSON.stringify({ passed, failed: checks.length - passed }),
  );
  process.exit(passed === checks.length ? 0 : 1);
}

void main();

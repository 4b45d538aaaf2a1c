// The scale-out test (.ci/run, `npm run test:scale-out`): two server processes (Next's standalone server) on one
// PostgreSQL database and one Redis serve one site (ARCHITECTURE §1.4). It proves that
//   1. 200 concurrent creates for one slot, split across both, book exactly its capacity;
//   2. a rate limit is counted across both;
//   3. a content revalidation sent to one reaches the other: its content cache and the shared
//      cache of rendered pages (exactly the page that shows the entry is rendered again).
// It targets only 127.0.0.1, is bounded in requests and time, and stops what it started. It
// leaves one report, .reports/scale-out.json, that the summary counts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { defaultBookingRules } from '../src/features/booking/server/engine/default-rules';
import { londonDate } from '../src/lib/clock/london';
import { buildSite, productionEnv } from './lib/build-site';
import { standaloneEnv, standaloneServer } from './lib/standalone';
import { bin, run } from './lib/run';
import { reportsDir } from './lib/test-reports';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const runId = randomBytes(4).toString('hex');
const ports = [3401, 3402];
const storeId = '1004';
/** Seats and pacing of the slot under test: five parties of two fill it. */
const capacityParties = 5;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function main() {
  const checks: Check[] = [];
  const database = `tavola_scale_${runId}`;
  const siteDatabaseUrl = withDatabase(databaseUrl, database);
  const contentDir = mkdtempSync(path.join(tmpdir(), 'tavola-scale-content-'));
  cpSync('content', contentDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...productionEnv,
    DATABASE_URL: siteDatabaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `scale-${runId}`,
    CONTENT_DIR: contentDir,
    TOKEN_SECRET: `scale-out-token-secret-${runId}`,
    REVALIDATE_SECRET: `scale-out-revalidate-${runId}`,
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    RATE_LIMITS: 'token=5/1m,booking=1000/10m,booking-session=1000/10m,booking-email=1000/1h',
    LOG_LEVEL: 'warn',
  };
  const servers: ChildProcess[] = [];
  try {
    await admin(databaseUrl, `CREATE DATABASE "${database}"`);
    if ((await run(bin('tsx'), ['scripts/migrate.ts'], { env })) !== 0) throw new Error('migrate');
    await setCapacity(siteDatabaseUrl);
    if ((await buildSite()) !== 0) throw new Error('build');
    for (const port of ports) servers.push(startServer(port, env));
    await Promise.all(ports.map((port) => waitUntilHealthy(port)));
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];

    checks.push(await noOverbooking([a, b], siteDatabaseUrl));
    checks.push(await sharedRateLimit([a, b]));
    checks.push(await sharedRevalidation([a, b], contentDir, env.REVALIDATE_SECRET!));
  } catch (error) {
    checks.push({ name: 'the scale-out test ran', ok: false, detail: String(error) });
  } finally {
    await Promise.all(servers.map(stopServer));
    await admin(databaseUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    rmSync(contentDir, { recursive: true, force: true });
  }

  for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  const passed = checks.filter((check) => check.ok).length;
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    path.join(reportsDir, 'scale-out.json'),
    JSON.stringify({ passed, failed: checks.length - passed }),
  );
  process.exit(passed === checks.length ? 0 : 1);
}

/** 1. 200 concurrent creates for one slot, half to each process: exactly the capacity books. */
async function noOverbooking(bases: [string, string], url: string): Promise<Check> {
  const date = bookableDate();
  const attempts = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const base = bases[i % 2]!;
      const visitor = {
        address: `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`,
        session: `scale-session-${runId}-${i}`,
      };
      const token = await tokenFor(base, visitor);
      const response = await fetch(`${base}/api/booking/create/${storeId}`, {
        method: 'POST',
        headers: {
          ...visitorHeaders(visitor),
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          brandkey: 'tavola',
          'idempotency-key': `scale-${runId}-${i}`,
        },
        body: JSON.stringify(bookingBody(date, `scale${i}-${runId}@example.com`)),
      });
      const body = (await response.json()) as { bookingReference?: string; code?: number };
      return { status: response.status, code: body.code, reference: body.bookingReference };
    }),
  );
  const booked = attempts.filter((attempt) => attempt.status === 200 && attempt.reference);
  const refused = attempts.filter((attempt) => attempt.code === 4);
  const serverErrors = attempts.filter((attempt) => attempt.status >= 500);
  const stored = await query<{ n: string }>(
    url,
    `select count(*) as n from bookings where store_id = $1 and dining_date = $2 and status = 'confirmed'`,
    [storeId, date],
  );
  const storedCount = Number(stored[0]!.n);
  return {
    name: '200 concurrent creates for one slot across two processes',
    ok:
      booked.length === capacityParties &&
      refused.length === 200 - capacityParties &&
      serverErrors.length === 0 &&
      storedCount === capacityParties,
    detail: `${booked.length} booked, ${refused.length} refused with code 4, ${serverErrors.length} 5xx, ${storedCount} stored (capacity ${capacityParties}; overbookings ${Math.max(0, storedCount - capacityParties)})`,
  };
}

/** 2. A limit of 5 tokens a minute for one visitor, asked of both processes in turn. */
async function sharedRateLimit(bases: [string, string]): Promise<Check> {
  const visitor = { address: '203.0.113.77', session: `limit-session-${runId}` };
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const response = await fetch(`${bases[i % 2]}/api/token`, {
      method: 'POST',
      headers: { ...visitorHeaders(visitor), 'content-type': 'application/json' },
      body: '{}',
    });
    statuses.push(response.status);
  }
  return {
    name: 'a rate limit counted across both processes',
    ok: statuses.join(',') === '200,200,200,200,200,429,429',
    detail: `token answers, alternating processes: ${statuses.join(', ')}`,
  };
}

/**
 * 3. A page read (and cached) on B, changed, revalidated on A (the webhook, naming the entry),
 * reads anew on B: its content (the content API) and its rendered HTML (the shared page cache,
 * which holds it once for both), and exactly that page was rendered again.
 */
async function sharedRevalidation(
  bases: [string, string],
  contentDir: string,
  secret: string,
): Promise<Check> {
  const title = async (base: string) =>
    ((await (await fetch(`${base}/api/v1/content/page/about-us`)).json()) as { title?: string })
      .title;
  const html = async (base: string) => {
    const response = await fetch(`${base}/about-us`);
    const text = await response.text();
    return {
      cache: response.headers.get('x-nextjs-cache'),
      title: /<title[^>]*>([^<]*)/.exec(text)?.[1],
    };
  };
  await html(bases[1]); // rendered and cached
  const before = await title(bases[1]);
  const cachedOnA = await html(bases[0]);
  const revised = `About Tavola (revised ${runId})`;
  const file = path.join(contentDir, 'tavola.json');
  const space = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: { sys: { id: string }; fields: { title?: Record<string, string> } }[];
  };
  space.entries.find((entry) => entry.sys.id === 'page-about-us')!.fields.title!['en-GB'] = revised;
  writeFileSync(file, JSON.stringify(space));
  const stale = await title(bases[1]);
  const staleHtml = await html(bases[1]);
  const revalidate = await fetch(`${bases[0]}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
    body: JSON.stringify({ sys: { id: 'page-about-us', type: 'Entry' } }),
  });
  const answer = (await revalidate.json()) as { pages?: string[] };
  let after = stale;
  let afterHtml = staleHtml;
  for (let i = 0; i < 50 && (after !== revised || !afterHtml.title?.startsWith(revised)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await title(bases[1]);
    afterHtml = await html(bases[1]);
  }
  return {
    name: 'a revalidation on one process reaches the other (content and rendered pages)',
    ok:
      before === 'About Tavola' &&
      stale === before &&
      cachedOnA.cache === 'HIT' &&
      staleHtml.cache === 'HIT' &&
      staleHtml.title?.startsWith('About Tavola |') === true &&
      revalidate.ok &&
      JSON.stringify(answer.pages) === JSON.stringify(['/about-us']) &&
      after === revised &&
      afterHtml.title?.startsWith(revised) === true &&
      afterHtml.cache === 'HIT',
    detail: `B read "${before}", then (cached) "${stale}"; A served B's render (${cachedOnA.cache}); revalidate on A answered ${revalidate.status} for ${JSON.stringify(answer.pages)}; B then read "${after}", page title "${afterHtml.title}" (${afterHtml.cache})`,
  };
}

interface Visitor {
  address: string;
  session: string;
}

const visitorHeaders = ({ address, session }: Visitor) => ({
  'x-forwarded-for': address,
  sessionid: session,
});

async function tokenFor(base: string, visitor: Visitor): Promise<string> {
  const response = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { ...visitorHeaders(visitor), 'content-type': 'application/json' },
    body: '{}',
  });
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!accessToken) throw new Error(`no token: ${response.status}`);
  return accessToken;
}

/** A party of two at 19:00, three weeks on (never Christmas Eve or Day, when hours differ). */
function bookableDate(): string {
  const date = new Date(`${londonDate(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 21);
  while (['12-24', '12-25', '12-26'].includes(date.toISOString().slice(5, 10))) {
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return date.toISOString().slice(0, 10);
}

const bookingBody = (date: string, email: string) => ({
  firstName: 'Scale',
  lastName: 'Test',
  emailAddress: email,
  mobilePhoneNumber: '07700900123',
  diningDateTime: `${date}T19:00`,
  bookingTime: '19:00',
  adultCovers: 2,
  childCovers: 0,
});

/** Store 1004 seats ten, ten arrivals a slot: five parties of two fill 19:00. */
async function setCapacity(url: string) {
  const rules = {
    ...defaultBookingRules(storeId),
    seats: 2 * capacityParties,
    coversPerSlot: 2 * capacityParties,
    areas: [{ id: 'restaurant', name: 'Restaurant', seats: 2 * capacityParties }],
  };
  await query(url, `update booking_rules set rules = $2 where store_id = $1`, [
    storeId,
    JSON.stringify(rules),
  ]);
}

function startServer(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [standaloneServer], {
    env: standaloneEnv(env, { port, contentDir: env.CONTENT_DIR!, pgliteDir: '.data/pglite' }),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so it is stopped with anything it starts
  });
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

async function waitUntilHealthy(port: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on port ${port} did not become healthy in 2 minutes`);
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin(url: string, statement: string) {
  await query(url, statement);
}

async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

void main();

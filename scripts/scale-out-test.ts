// The scale-out test (.ci/run, `npm run test:scale-out`): the deployment of the README, tested.
// Varnish (deploy/varnish/tavola.vcl) in front of two Next.js processes (the standalone server) on
// one PostgreSQL database and one Redis. It proves that
//   1. 200 concurrent creates for one slot, through Varnish to both, book exactly its capacity;
//   2. a rate limit is counted across both, the client's address reaching them through Varnish
//      (X-Forwarded-For from a trusted proxy);
//   3. a page is served by Varnish from the second request on;
//   4. after a publish webhook, the changed page is fresh through Varnish within 2 s, and a page
//      that does not show the entry stays in Varnish's cache;
//   5. a change to the settings refreshes every page through Varnish;
//   6. draft mode and the API are never cached by Varnish;
//   7. with PostgreSQL stopped, then frozen (a TCP proxy between the apps and PostgreSQL stands
//      in for both: the machine's own server is never stopped), bookings answer 503 with
//      Retry-After within 3 s, none accepted is lost, and the site recovers by itself.
// It targets only 127.0.0.1, is bounded in requests and time, and stops what it started. It
// leaves one report, .reports/scale-out.json, that the summary counts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { defaultBookingRules } from '../src/features/booking/server/engine/default-rules';
import { londonDate } from '../src/lib/clock';
import { openTcpProxy, type TcpProxy } from '../src/lib/db/testing/tcp-proxy';
import { buildSite, productionEnv } from './lib/build-site';
import { outageCheck, type Book } from './lib/outage-checks';
import { bin, run } from './lib/run';
import { standaloneEnv, standaloneServer } from './lib/standalone';
import { reportsDir } from './lib/test-reports';
import { roundRobinVcl, startVarnish, type Varnish } from './lib/varnishd';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const runId = randomBytes(4).toString('hex');
/** The apps' ports: SCALE_OUT_PORT and the next (3401 by default). */
const firstPort = Number(process.env.SCALE_OUT_PORT ?? 3401);
const ports = [firstPort, firstPort + 1];
const storeId = '1004';
/** Seats and pacing of the slot under test: five parties of two fill it. */
const capacityParties = 5;
/** How soon a publish must be visible through the cache tier (issue 31). */
const publishBudgetMs = 2000;

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
  const servers: ChildProcess[] = [];
  let varnish: Varnish | undefined;
  let proxy: TcpProxy | undefined;
  try {
    // The apps reach PostgreSQL through a proxy, which stage 7 stops and freezes.
    const target = new URL(siteDatabaseUrl);
    proxy = await openTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // Varnish first (it answers 503 until its backends are up): the apps purge it by its address.
    varnish = await startVarnish(roundRobinVcl(ports, ['127.0.0.1']));
    const env: NodeJS.ProcessEnv = {
      ...productionEnv,
      DATABASE_URL: proxy.through(siteDatabaseUrl),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `scale-${runId}`,
      CONTENT_DIR: contentDir,
      TOKEN_SECRET: `scale-out-token-secret-${runId}`,
      REVALIDATE_SECRET: `scale-out-revalidate-${runId}`,
      PREVIEW_SECRET: `scale-out-preview-${runId}`,
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: varnish.baseUrl,
      RATE_LIMITS: 'token=5/1m,booking=1000/10m,booking-session=1000/10m,booking-email=1000/1h',
      // Both processes sweep the waitlist every second, racing the cancellation's own offer.
      WAITLIST_SWEEP_SECONDS: '1',
      LOG_LEVEL: 'warn',
    };
    await admin(databaseUrl, `CREATE DATABASE "${database}"`);
    if ((await run(bin('tsx'), ['scripts/migrate.ts'], { env })) !== 0) throw new Error('migrate');
    await setCapacity(siteDatabaseUrl);
    if ((await buildSite()) !== 0) throw new Error('build');
    for (const port of ports) servers.push(startServer(port, env));
    await Promise.all(ports.map((port) => waitUntilHealthy(port)));
    const site = varnish.baseUrl;

    checks.push(await noOverbooking(site, siteDatabaseUrl));
    checks.push(await oneOfferPerFreedTable(site, siteDatabaseUrl));
    checks.push(await sharedRateLimit(site));
    checks.push(await servedByVarnish(site));
    checks.push(await publishedPageFresh(site, contentDir, env.REVALIDATE_SECRET!));
    checks.push(await settingsRefreshEveryPage(site, contentDir, env.REVALIDATE_SECRET!));
    checks.push(await draftAndApiNeverCached(site, env.PREVIEW_SECRET!));
    const outage = { proxy, book: booker(site), stored: storedOf(siteDatabaseUrl) };
    checks.push(await outageCheck(outage, 'stopped', 1000));
    checks.push(await outageCheck(outage, 'frozen', 2000));
  } catch (error) {
    checks.push({ name: 'the scale-out test ran', ok: false, detail: String(error) });
  } finally {
    await Promise.all(servers.map(stopServer));
    await varnish?.stop();
    await proxy?.close();
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

/** 1. 200 concurrent creates for one slot, through Varnish to both: exactly the capacity books. */
async function noOverbooking(site: string, url: string): Promise<Check> {
  const date = bookableDate();
  const attempts = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const base = site;
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
    name: '200 concurrent creates for one slot, through Varnish, across two processes',
    ok:
      booked.length === capacityParties &&
      refused.length === 200 - capacityParties &&
      serverErrors.length === 0 &&
      storedCount === capacityParties,
    detail: `${booked.length} booked, ${refused.length} refused with code 4, ${serverErrors.length} 5xx, ${storedCount} stored (capacity ${capacityParties}; overbookings ${Math.max(0, storedCount - capacityParties)})`,
  };
}

/**
 * 1b. The evening check 1 filled: two diners wait for 19:00, one booking is cancelled through one
 * process while both sweep the waitlist every second. Exactly one offer goes out, to the first
 * diner who joined, with exactly one held table (issue 35).
 */
async function oneOfferPerFreedTable(site: string, url: string): Promise<Check> {
  const date = bookableDate();
  const waiting = [`first-waiting-${runId}@example.com`, `second-waiting-${runId}@example.com`];
  for (const [i, email] of waiting.entries()) {
    const response = await fetch(`${site}/api/booking/waitlist/${storeId}`, {
      method: 'POST',
      headers: {
        ...visitorHeaders({ address: `192.0.2.${i + 1}`, session: `wait-${i}` }),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        date,
        adultCovers: 2,
        childCovers: 0,
        timeFrom: '19:00',
        timeTo: '19:00',
        firstName: 'Waiting',
        lastName: i === 0 ? 'First' : 'Second',
        email,
      }),
    });
    if (response.status !== 200) {
      return {
        name: 'one offer per freed table',
        ok: false,
        detail: `join ${response.status}: ${await response.text()}`,
      };
    }
  }
  const [confirmation] = await query<{ text: string }>(
    url,
    `select text from outbox_mail where "to" like $1 and subject like 'Your booking%' limit 1`,
    [`scale%-${runId}@example.com`],
  );
  const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '')?.[1];
  const cancel = await fetch(`${site}/api/booking/manage/${token}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  // Three sweeps of each process after the cancellation's own offer.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const offers = await query<{ to: string }>(
    url,
    `select "to" from outbox_mail where "to" = any($1) and subject not like 'You''re on the waitlist%'`,
    [waiting],
  );
  const held = await query<{ n: string }>(
    url,
    `select count(*) as n from booking_holds where store_id = $1 and dining_date = $2 and session_id like 'waitlist-%'`,
    [storeId, date],
  );
  return {
    name: 'one cancellation, two processes sweeping the waitlist: exactly one offer, to the first who joined',
    ok:
      cancel.status === 200 &&
      offers.length === 1 &&
      offers[0]!.to === waiting[0] &&
      Number(held[0]!.n) === 1,
    detail: `cancel ${cancel.status}; ${offers.length} offer e-mail(s) (${offers.map((offer) => offer.to.split('-')[0]).join(', ')}); ${held[0]!.n} table(s) held for the waitlist`,
  };
}

/**
 * 2. A limit of 5 tokens a minute for one visitor, through Varnish (which takes turns between the
 * processes): the visitor's address is the one its X-Forwarded-For names, since Varnish is trusted.
 */
async function sharedRateLimit(site: string): Promise<Check> {
  const visitor = { address: '203.0.113.77', session: `limit-session-${runId}` };
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const response = await fetch(`${site}/api/token`, {
      method: 'POST',
      headers: { ...visitorHeaders(visitor), 'content-type': 'application/json' },
      body: '{}',
    });
    statuses.push(response.status);
  }
  return {
    name: 'a rate limit counted across both processes, the client known through Varnish',
    ok: statuses.join(',') === '200,200,200,200,200,429,429',
    detail: `token answers, alternating processes: ${statuses.join(', ')}`,
  };
}

const titleOf = (html: string) => /<title[^>]*>([^<]*)/.exec(html)?.[1] ?? '';

/** A page through the tier: its status, whether Varnish served it, its title and HTML. */
async function visit(site: string, pagePath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site}${pagePath}`, { headers, redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    title: titleOf(html),
    html,
  };
}

/** Visits `pagePath` until Varnish serves it from its cache (a few tries at most). */
async function untilCached(site: string, pagePath: string) {
  for (let i = 0; i < 10; i++) {
    if ((await visit(site, pagePath)).cache === 'HIT') return;
  }
  throw new Error(`Varnish never cached ${pagePath}`);
}

/** Edits the brand's space export as an editor's publish would, one entry's field. */
function editEntry(contentDir: string, id: string, field: string, value: string) {
  const file = path.join(contentDir, 'tavola.json');
  const space = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
  };
  space.entries.find((entry) => entry.sys.id === id)!.fields[field] = { 'en-GB': value };
  writeFileSync(file, JSON.stringify(space));
}

/** Contentful's webhook for an entry, through the tier as Contentful's call would come. */
async function publish(site: string, secret: string, id: string, contentType: string) {
  const response = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
    body: JSON.stringify({ sys: { id, type: 'Entry', contentType: { sys: { id: contentType } } } }),
  });
  return { status: response.status, body: (await response.json()) as { pages?: string[] } };
}

/** Milliseconds until `fresh` holds for the page through the tier (polled every 50 ms, 10 s at most). */
async function msUntil(site: string, pagePath: string, fresh: (html: string) => boolean) {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    if (fresh((await visit(site, pagePath)).html)) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

/** 3. A page is served by Varnish from its second request on. */
async function servedByVarnish(site: string): Promise<Check> {
  const states: string[] = [];
  for (let i = 0; i < 3; i++) states.push((await visit(site, '/faqs')).cache ?? '(none)');
  return {
    name: 'a page is served by Varnish from the second request on',
    ok: states.join(' ') === 'MISS HIT HIT',
    detail: `/faqs: ${states.join(', ')}`,
  };
}

/**
 * 4. A page's entry changes: after the webhook, that page is fresh through Varnish within 2 s, and a
 * page that does not show the entry is still served from Varnish's cache.
 */
async function publishedPageFresh(
  site: string,
  contentDir: string,
  secret: string,
): Promise<Check> {
  await untilCached(site, '/about-us');
  await untilCached(site, '/faqs');
  const revised = `About Tavola (revised ${runId})`;
  editEntry(contentDir, 'page-about-us', 'title', revised);
  const stale = await visit(site, '/about-us');
  const answer = await publish(site, secret, 'page-about-us', 'page');
  const ms = await msUntil(site, '/about-us', (html) => titleOf(html).startsWith(revised));
  const other = await visit(site, '/faqs');
  return {
    name: 'after a publish the changed page is fresh through Varnish within 2 s, and only it',
    ok:
      stale.title.startsWith('About Tavola |') &&
      answer.status === 200 &&
      JSON.stringify(answer.body.pages) === JSON.stringify(['/about-us']) &&
      ms < publishBudgetMs &&
      other.cache === 'HIT',
    detail: `before: "${stale.title}" (${stale.cache}); webhook ${answer.status} for ${JSON.stringify(answer.body.pages)}; the new title through Varnish after ${ms} ms; /faqs then ${other.cache}`,
  };
}

/** 5. The settings change (the header's Book Now text): every page shows it through Varnish. */
async function settingsRefreshEveryPage(
  site: string,
  contentDir: string,
  secret: string,
): Promise<Check> {
  const pages = ['/', '/faqs', '/about-us', '/restaurants/london/soho'];
  for (const page of pages) await untilCached(site, page);
  const text = `Reserve ${runId}`;
  editEntry(contentDir, 'settings', 'bookNowText', text);
  const answer = await publish(site, secret, 'settings', 'settings');
  const times = await Promise.all(
    pages.map((page) => msUntil(site, page, (html) => html.includes(text))),
  );
  return {
    name: 'a change to the settings reaches every page through Varnish within 2 s',
    ok: answer.status === 200 && times.every((ms) => ms < publishBudgetMs),
    detail: `webhook ${answer.status} for ${answer.body.pages?.length ?? 0} pages; '${text}' shown after ${pages.map((page, i) => `${page} ${times[i]} ms`).join(', ')}`,
  };
}

/** 6. Draft mode and the API always reach the app: Varnish never keeps them. */
async function draftAndApiNeverCached(site: string, secret: string): Promise<Check> {
  const enter = await fetch(`${site}/api/draft?secret=${secret}&path=/about-us`, {
    redirect: 'manual',
  });
  const cookie = enter.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const banner = 'Preview: you are seeing draft content.';
  const drafts = [
    await visit(site, '/about-us', { cookie }),
    await visit(site, '/about-us', { cookie }),
  ];
  const diner = await visit(site, '/about-us');
  const api = [
    await visit(site, '/api/v1/content/brand-settings'),
    await visit(site, '/api/v1/content/brand-settings'),
  ];
  return {
    name: 'draft mode and the API are never cached by Varnish',
    ok:
      enter.status === 307 &&
      cookie.includes('__prerender_bypass=') &&
      drafts.every((draft) => draft.cache === 'MISS' && draft.html.includes(banner)) &&
      !diner.html.includes(banner) &&
      api.every((answer) => answer.status === 200 && answer.cache === 'MISS'),
    detail: `draft: ${drafts.map((draft) => `${draft.cache}${draft.html.includes(banner) ? ' with the preview banner' : ''}`).join(', ')}; a diner then: ${diner.cache}${diner.html.includes(banner) ? ' WITH the banner' : ', no banner'}; the API: ${api.map((answer) => answer.cache).join(', ')}`,
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

/** 7. One booking through the tier for attempt `n` at `time`, by a visitor of its own. */
function booker(site: string): Book {
  const date = bookableDate();
  return async (n, time) => {
    const visitor = {
      address: `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      session: `outage-session-${runId}-${n}`,
    };
    const token = await tokenFor(site, visitor);
    const started = performance.now();
    const response = await fetch(`${site}/api/booking/create/${storeId}`, {
      method: 'POST',
      headers: {
        ...visitorHeaders(visitor),
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        brandkey: 'tavola',
        'idempotency-key': `outage-${runId}-${n}`,
      },
      body: JSON.stringify(bookingBody(date, `outage${n}-${runId}@example.com`, time)),
    });
    const body = (await response.json().catch(() => ({}))) as { bookingReference?: string };
    return {
      status: response.status,
      reference: body.bookingReference,
      retryAfter: response.headers.get('retry-after'),
      ms: Math.round(performance.now() - started),
    };
  };
}

/** Which of `references` are stored, asked of PostgreSQL directly (not through the proxy). */
function storedOf(url: string) {
  return async (references: string[]) =>
    (
      await query<{ reference: string }>(
        url,
        `select reference from bookings where reference = any($1)`,
        [references],
      )
    ).map((row) => row.reference);
}

const bookingBody = (date: string, email: string, time = '19:00') => ({
  firstName: 'Scale',
  lastName: 'Test',
  emailAddress: email,
  mobilePhoneNumber: '07700900123',
  diningDateTime: `${date}T${time}`,
  bookingTime: time,
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

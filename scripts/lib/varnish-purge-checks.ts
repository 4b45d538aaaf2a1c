import { pageKey } from '../../src/lib/cdn';
import { VarnishPurger } from '../../src/lib/cdn/server';
import { cacheStates, visit, type Check, type TierUnderTest } from './tier-under-test';

const pages = ['/about-us', '/menus', '/find-us'];

/** Every page cached: each visited until it is a HIT. */
async function warm(tier: TierUnderTest) {
  for (const path of pages) await cacheStates(tier, path, 2);
}

/** Whether each page is a HIT now: `/about-us HIT, /menus MISS, ...`. */
async function states(tier: TierUnderTest): Promise<string> {
  const seen: string[] = [];
  for (const path of pages) seen.push(`${path} ${(await visit(tier, path)).headers['x-cache']}`);
  return seen.join(', ');
}

const expected = (misses: string[]) =>
  pages.map((path) => `${path} ${misses.includes(path) ? 'MISS' : 'HIT'}`).join(', ');

/** Who may purge, and that a purge removes exactly the pages that carry its keys. */
export async function purgeChecks(tier: TierUnderTest): Promise<Check[]> {
  return [
    await purgeByEntry(tier),
    await purgeByShared(tier),
    await purgeRefusedOutsideTheAcl(tier),
    await purgeNeedsKeys(tier),
    await purgerPurges(tier),
  ];
}

const purge = (tier: TierUnderTest, keys: string, localAddress?: string) =>
  visit(tier, '/', { method: 'PURGE', headers: { 'xkey-purge': keys }, localAddress });

async function purgeByEntry(tier: TierUnderTest): Promise<Check> {
  await warm(tier);
  const answer = await purge(tier, 'menu-1');
  const after = await states(tier);
  return {
    name: 'a PURGE from the ACL with xkey-purge removes exactly the pages carrying that key',
    ok:
      answer.status === 200 &&
      answer.headers['x-purged'] === '1' &&
      answer.body.toString() === '{"purged":1}' &&
      after === expected(['/menus']),
    detail: `PURGE menu-1: ${answer.status} X-Purged ${answer.headers['x-purged']} ${answer.body.toString()}; then ${after}`,
  };
}

async function purgeByShared(tier: TierUnderTest): Promise<Check> {
  await warm(tier);
  // settings: /about-us and /menus; restaurant-1: /find-us. Keys are space-separated.
  const settings = await purge(tier, 'settings');
  const afterSettings = await states(tier);
  await warm(tier);
  const both = await purge(tier, 'restaurant-1 page-about-us');
  const afterBoth = await states(tier);
  return {
    name: 'a key several pages carry purges each of them, and several keys purge together',
    ok:
      settings.headers['x-purged'] === '2' &&
      afterSettings === expected(['/about-us', '/menus']) &&
      both.headers['x-purged'] === '2' &&
      afterBoth === expected(['/about-us', '/find-us']),
    detail: `settings: purged ${settings.headers['x-purged']}, then ${afterSettings}; restaurant-1 page-about-us: purged ${both.headers['x-purged']}, then ${afterBoth}`,
  };
}

async function purgeRefusedOutsideTheAcl(tier: TierUnderTest): Promise<Check> {
  await warm(tier);
  const answer = await purge(tier, 'site-tavola settings menu-1', '127.0.0.2');
  const forged = await visit(tier, '/', {
    method: 'PURGE',
    headers: { 'xkey-purge': 'site-tavola', 'x-forwarded-for': '127.0.0.1' },
    localAddress: '127.0.0.2',
  });
  const after = await states(tier);
  return {
    name: 'a PURGE from outside the ACL purges nothing, whatever X-Forwarded-For it claims',
    ok: answer.status === 403 && forged.status === 403 && after === expected([]),
    detail: `from 127.0.0.2: ${answer.status} ${answer.reason}; with X-Forwarded-For 127.0.0.1: ${forged.status}; then ${after}`,
  };
}

async function purgeNeedsKeys(tier: TierUnderTest): Promise<Check> {
  await warm(tier);
  const answer = await visit(tier, '/', { method: 'PURGE' });
  const after = await states(tier);
  return {
    name: 'a PURGE without xkey-purge is refused and purges nothing',
    ok: answer.status === 400 && after === expected([]),
    detail: `${answer.status} ${answer.reason}; then ${after}`,
  };
}

async function purgerPurges(tier: TierUnderTest): Promise<Check> {
  const purger = new VarnishPurger({ urls: [tier.varnish.baseUrl], timeoutMs: 5000 });
  await warm(tier);
  await purger.purge([pageKey('tavola', '/find-us'), 'an entry nobody shows']);
  const afterPage = await states(tier);
  await warm(tier);
  await purger.purge(['site-tavola']);
  const afterSite = await states(tier);
  return {
    name: "the app's VarnishPurger purges through it: a page by its page key, every page by the site key",
    ok: afterPage === expected(['/find-us']) && afterSite === expected(pages),
    detail: `page key of /find-us: ${afterPage}; site-tavola: ${afterSite}`,
  };
}

import { reachedApps, visit, type Check, type TierUnderTest } from './tier-under-test';

/**
 * Repeated slashes (spec 1 §2): the tier answers them with a 301 to the page itself, where Next.js
 * alone answers 308 (deploy/varnish/tavola.vcl).
 */
export async function redirectChecks(tier: TierUnderTest): Promise<Check[]> {
  const cases: [from: string, to: string][] = [
    ['//about-us', '/about-us'],
    ['/about-us//?utm_source=mail&x=1', '/about-us?utm_source=mail&x=1'],
    ['/restaurants//london///soho', '/restaurants/london/soho'],
    ['/a\\b', '/a/b'],
    ['//evil.example/path', '/evil.example/path'],
    ['/about-us?next=//x', ''],
  ];
  const seen: string[] = [];
  const reached = await reachedApps(tier, async () => {
    for (const [from] of cases) {
      const answer = await visit(tier, '/', { target: from });
      seen.push(`${from} ${answer.status} ${answer.headers.location ?? ''}`);
    }
  });
  const expected = cases.map(([from, to]) => `${from} ${to ? 301 : 200} ${to}`);
  const writes = await visit(tier, '/', { method: 'POST', target: '//api/echo' });
  return [
    {
      name: 'a path with repeated slashes is a 301 to the page, query kept, without reaching the app',
      ok:
        seen.join('; ') === expected.join('; ') &&
        reached.every((request) => !/\/\/|\\/.test(request.url.split('?')[0]!)),
      detail: `${seen.join('; ')}; the app saw ${reached.map((request) => request.url).join(', ') || 'nothing'}`,
    },
    {
      name: 'a write to such a path is not redirected (it would lose its body)',
      ok: writes.status !== 301,
      detail: `POST //api/echo: ${writes.status}`,
    },
  ];
}

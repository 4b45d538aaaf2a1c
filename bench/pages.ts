import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { baselinePaths, buildBaseline, startBaseline } from './baseline';
import { load, type LoadResult } from './load';
import {
  formatRatio,
  formatTable,
  holds,
  nextDataBytes,
  pageBudgets,
  ratio,
  verdict,
} from './report';

// Issue 17: the site's content pages against a minimal Next.js app (bench/baseline.ts) in one run,
// gzip on, at 10 and at 50 connections. The booking API has its own benchmark (booking-api.ts).

/** One page of each content kind. */
export const contentPages = [
  { kind: 'home', path: '/' },
  { kind: 'content page', path: '/about-us' },
  { kind: 'restaurant', path: '/restaurants/london/soho' },
  { kind: 'city', path: '/restaurants/london' },
  { kind: 'CMS menu page', path: '/our-menu' },
  { kind: 'menu', path: '/menu/main-menu' },
  { kind: 'find us', path: '/find-us' },
  { kind: 'book now', path: '/book-now' },
  { kind: 'restaurant book now', path: '/restaurants/london/soho/book-now' },
];

export const connectionCounts = [10, 50] as const;
export const seconds = 5;
export const maxRequests = 40_000;
/** What a browser sends: every load asks for gzip, as the HTML sizes below are measured. */
export const acceptGzip = { accept: 'text/html,*/*', 'accept-encoding': 'gzip' };

interface PageSize {
  status: number;
  gzipped: boolean;
  wireBytes: number;
  rawBytes: number;
  nextDataBytes: number;
}

/** One GET with `accept-encoding: gzip`: the bytes on the wire, the HTML and its props. */
function pageSize(url: string): Promise<PageSize> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptGzip }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        const html = (gzipped ? gunzipSync(wire) : wire).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          gzipped,
          wireBytes: wire.length,
          rawBytes: Buffer.byteLength(html, 'utf8'),
          nextDataBytes: nextDataBytes(html),
        });
      });
    }).on('error', reject);
  });
}

interface Target {
  name: string;
  url: string;
}

interface Measured extends Target {
  size: PageSize;
  loads: Map<number, LoadResult>;
}

/** The sizes, a one-second warm-up (not counted), then a bounded load at each connection count. */
async function measure(target: Target): Promise<Measured> {
  const size = await pageSize(target.url);
  await load('warm-up', target.url, { seconds: 1, connections: 10, headers: acceptGzip });
  const loads = new Map<number, LoadResult>();
  for (const connections of connectionCounts) {
    loads.set(
      connections,
      await load(target.name, target.url, {
        seconds,
        connections,
        maxRequests,
        headers: acceptGzip,
      }),
    );
  }
  return { ...target, size, loads };
}

export const failures = (result: LoadResult) => result.non2xx + result.errors;

/**
 * Every content page at 10 and 50 connections against the minimal app's SSR and static pages,
 * measured in the same run. Prints issue 17's budgets beside each figure.
 */
export async function pagesBenchmark(
  siteURL: string,
  baselinePort: number,
): Promise<{ lines: string[]; withinBudget: boolean }> {
  const baseline = await startBaseline(await buildBaseline(), baselinePort);
  try {
    const ssr = await measure({
      name: `minimal SSR ${baselinePaths.ssr}`,
      url: baseline.baseURL + baselinePaths.ssr,
    });
    const stat = await measure({
      name: `minimal static ${baselinePaths.static}`,
      url: baseline.baseURL + baselinePaths.static,
    });
    const pages: Measured[] = [];
    for (const page of contentPages) {
      pages.push(await measure({ name: `${page.path} (${page.kind})`, url: siteURL + page.path }));
    }

    const lines: string[] = [];
    let withinBudget = true;
    const rows: string[][] = [];
    for (const target of [ssr, stat, ...pages]) {
      connectionCounts.forEach((connections, index) => {
        const result = target.loads.get(connections)!;
        const { size } = target;
        rows.push([
          index === 0 ? target.name : '',
          String(connections),
          String(result.requestsPerSecond),
          formatRatio(
            ratio(result.requestsPerSecond, ssr.loads.get(connections)!.requestsPerSecond),
          ),
          formatRatio(
            ratio(result.requestsPerSecond, stat.loads.get(connections)!.requestsPerSecond),
          ),
          String(result.p50Ms),
          String(result.p99Ms),
          String(failures(result)),
          index === 0 ? (size.gzipped ? String(size.wireBytes) : 'not gzipped') : '',
          index === 0 ? String(size.rawBytes) : '',
          index === 0 ? String(size.nextDataBytes) : '',
        ]);
      });
    }
    lines.push(
      `  gzip on (accept-encoding: gzip), ${seconds} s a load after a 1 s warm-up, at most ${maxRequests} requests; bytes of one response (status of each: ${[ssr, stat, ...pages].map((target) => target.size.status).join(', ')})`,
      ...formatTable(
        [
          'page',
          'conns',
          'req/s',
          'x SSR',
          'x static',
          'p50 ms',
          'p99 ms',
          'non-2xx+err',
          'HTML gzip B',
          'HTML raw B',
          '__NEXT_DATA__ B',
        ],
        rows,
      ).map((line) => `  ${line}`),
    );

    // The budgets of issue 17, beside each page's figures.
    const budgetRows = pages.map((page) => {
      const ratios = (baselineOf: Measured) =>
        connectionCounts.map((connections) =>
          ratio(
            page.loads.get(connections)!.requestsPerSecond,
            baselineOf.loads.get(connections)!.requestsPerSecond,
          ),
        );
      const ssrRatios = ratios(ssr);
      const staticRatios = ratios(stat);
      const p99 = page.loads.get(50)!.p99Ms;
      const ssrHolds = ssrRatios.every((value) => holds(pageBudgets.ssr, value));
      const staticHolds = staticRatios.every((value) => holds(pageBudgets.static, value));
      const p99Holds = holds(pageBudgets.p99, p99);
      const answered =
        page.size.status === 200 && [...page.loads.values()].every((r) => failures(r) === 0);
      withinBudget &&= ssrHolds && staticHolds && p99Holds && answered;
      return [
        page.name,
        `${ssrRatios.map(formatRatio).join(' / ')} ${verdict(ssrHolds)}`,
        `${staticRatios.map(formatRatio).join(' / ')} ${verdict(staticHolds)}`,
        `${p99} ms ${verdict(p99Holds)}`,
        answered ? 'all 2xx' : 'FAILED',
      ];
    });
    lines.push(
      '',
      '  Budgets (issue 17), at 10 / 50 connections:',
      ...formatTable(
        ['page', pageBudgets.ssr.label, pageBudgets.static.label, pageBudgets.p99.label, 'answers'],
        budgetRows,
      ).map((line) => `  ${line}`),
    );

    return { lines, withinBudget };
  } finally {
    await baseline.stop();
  }
}

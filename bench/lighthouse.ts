import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { consentCopy } from '../src/features/consent/messages';
import { formatTable, lighthouseBudgets, verdict } from './report';

// Issue 17: Lighthouse (the `lighthouse` package, pinned to 12.8.2, the last to run on Node 20) on
// Debian's Chromium, with its default configuration: a mobile phone on a throttled network and
// CPU (simulated), as Google's PageSpeed Insights measures. Lighthouse runs as its own CLI in
// plain Node: under tsx, the functions it sends to the browser would carry tsx's helpers.

export const lighthousePages = [
  { kind: 'home', path: '/' },
  { kind: 'restaurant', path: '/restaurants/london/soho' },
  { kind: 'menu', path: '/menu/main-menu' },
  { kind: 'find us', path: '/find-us' },
];

const categories = Object.keys(lighthouseBudgets);

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: Record<string, unknown>[] };
}

interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

/** The parts of Lighthouse's result (LHR) the benchmark reads. */
interface LighthouseResult {
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  lighthouseVersion: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
}

const cli = path.join(__dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js');

/** Lighthouse's CLI against the Chromium listening on `port`: the result, from its stdout. */
function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        `--port=${port}`,
        '--output=json',
        '--output-path=stdout',
        `--only-categories=${categories.join(',')}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`Lighthouse on ${url} exited with ${code}`));
      else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as LighthouseResult);
    });
  });
}

interface PageResult {
  path: string;
  kind: string;
  scores: Record<string, number>;
  failing: Map<string, string[]>;
  consentBar: boolean;
  seconds: number;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; throttling assumes ~1000+). */
  benchmarkIndex: number;
  versions: string;
  /** The performance score of every run of this page, the reported one being their median. */
  performanceRuns: number[];
}

/**
 * Runs per page (LIGHTHOUSE_RUNS, default 3): the performance score swings by ten points with what
 * else this 2-core machine is doing, so each page is audited several times and the run with the
 * median performance is reported, as Lighthouse's own guidance on variability advises.
 */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function auditMedian(baseURL: string, path: string, kind: string): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let run = 0; run < runsPerPage; run++) runs.push(await audit(baseURL, path, kind));
  const byPerformance = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!);
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance!) };
}

/** What an audit found, in a few words: an element, a console message, an issue or a resource. */
function itemSummary(item: Record<string, unknown>): string | undefined {
  const node = item.node as { snippet?: string } | undefined;
  const issueUrls = ((item.subItems as { items?: { url?: string }[] } | undefined)?.items ?? [])
    .map((subItem) => subItem.url)
    .filter(Boolean);
  const issue =
    typeof item.issueType === 'string'
      ? `${item.issueType}${issueUrls.length > 0 ? `: ${issueUrls.join(', ')}` : ' (no URL given)'}`
      : undefined;
  const text = node?.snippet ?? issue ?? item.description ?? item.url ?? item.source;
  if (typeof text !== 'string') return undefined;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** The audits that cost a category points: scored, under 1, and weighing in it. */
function failingAudits(category: Category, audits: Record<string, Audit>): string[] {
  const lines: string[] = [];
  for (const ref of category.auditRefs) {
    const audit = audits[ref.id];
    if (!audit || ref.weight === 0) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    if (audit.score === null || audit.score >= 1) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    lines.push(`${audit.id}: ${audit.title}${value}, score ${Math.round(audit.score * 100)}`);
    for (const item of (audit.details?.items ?? []).slice(0, 3)) {
      const summary = itemSummary(item);
      if (summary) lines.push(`    ${summary}`);
    }
  }
  return lines;
}

/**
 * Whether a first-time visitor sees the cookie consent bar (or its dialog) on `url`: asked of the
 * browser Lighthouse just used, in a new tab. Lighthouse cleared the origin's storage before its
 * run and chooses nothing, so the bar shows here exactly when it showed in the audited page.
 */
async function consentBarShown(port: number, url: string): Promise<boolean> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const bar = page
      .getByRole('region', { name: consentCopy.title })
      .or(page.getByRole('dialog', { name: consentCopy.title }));
    return await bar.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
  } finally {
    await browser.close();
  }
}

async function audit(baseURL: string, path: string, kind: string): Promise<PageResult> {
  const url = baseURL + path;
  // A fresh Chromium (and profile) for each page, as a first-time visitor.
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const started = performance.now();
    const lhr = await runLighthouse(url, chrome.port);
    const seconds = (performance.now() - started) / 1000;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const { audits } = lhr;
    const scores: Record<string, number> = {};
    const failing = new Map<string, string[]>();
    for (const id of categories) {
      const category = lhr.categories[id]!;
      scores[id] = Math.round((category.score ?? 0) * 100);
      if (scores[id] < 100) failing.set(id, failingAudits(category, audits));
    }
    const consentBar = await consentBarShown(chrome.port, url);
    const chromeVersion = /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(
      lhr.environment.hostUserAgent,
    )?.[1];
    return {
      path,
      kind,
      scores,
      failing,
      consentBar,
      seconds,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      versions: `Lighthouse ${lhr.lighthouseVersion}, Chromium ${chromeVersion ?? lhr.environment.hostUserAgent}`,
      performanceRuns: [scores.performance!],
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's four scores for each page, with what costs points and issue 17's budgets. */
export async function lighthouseBenchmark(
  baseURL: string,
): Promise<{ lines: string[]; withinBudget: boolean }> {
  const results: PageResult[] = [];
  for (const page of lighthousePages) {
    results.push(await auditMedian(baseURL, page.path, page.kind));
  }

  let withinBudget = true;
  const rows = results.map((result) => [
    `${result.path} (${result.kind})`,
    ...categories.map((id) => {
      const holds = result.scores[id]! >= lighthouseBudgets[id]!;
      withinBudget &&= holds;
      return `${result.scores[id]} ${verdict(holds)}`;
    }),
    result.consentBar ? 'shown' : 'not shown',
    String(Math.round(result.benchmarkIndex)),
    result.seconds.toFixed(0),
    result.performanceRuns.join(' / '),
  ]);
  const lines = formatTable(
    [
      'page',
      ...categories.map((id) => `${id} >= ${lighthouseBudgets[id]}`),
      'cookie consent bar',
      'CPU index',
      'run s',
      'performance of each run',
    ],
    rows,
  ).map((line) => `  ${line}`);
  lines.unshift(`  ${results[0]?.versions ?? ''}`);
  for (const result of results) {
    if (result.failing.size === 0 && result.warnings.length === 0) continue;
    lines.push('', `  ${result.path}:`);
    for (const [category, audits] of result.failing) {
      lines.push(`    ${category} ${result.scores[category]}:`);
      lines.push(...audits.map((line) => `      ${line}`));
    }
    lines.push(...result.warnings.map((warning) => `    warning: ${warning}`));
  }
  return { lines, withinBudget };
}

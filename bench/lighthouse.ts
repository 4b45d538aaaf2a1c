import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';

// Issue 31: Lighthouse (the `lighthouse` package, pinned to 12.8.2, the last to run on Node 20) on
// Debian's Chromium, with its default configuration: a mobile phone on a throttled network and
// CPU (simulated), as Google's PageSpeed Insights measures. Lighthouse runs as its own CLI in
// plain Node: under tsx, the functions it sends to the browser would carry tsx's helpers.

export const lighthousePages = [
  { kind: 'home', path: '/' },
  { kind: 'restaurant', path: '/restaurants/london/soho' },
  { kind: 'menu', path: '/menu/main-menu' },
  { kind: 'find us', path: '/find-us' },
];

/** Lighthouse's categories: performance against the minimal page, the others 100. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

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

/**
 * LIGHTHOUSE_REPORTS=<folder>: each audit's whole report (JSON) is kept there, to see where a
 * page's time goes (its LCP phases, long tasks, render-blocking requests), not only its scores.
 */
function saveReport(url: string, json: string): void {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const { port, pathname } = new URL(url);
  const name = `${port}${pathname.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
  writeFileSync(path.join(folder, name), json);
}

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
      else {
        const json = Buffer.concat(chunks).toString('utf8');
        saveReport(url, json);
        resolve(JSON.parse(json) as LighthouseResult);
      }
    });
  });
}

export interface PageResult {
  path: string;
  kind: string;
  scores: Record<string, number>;
  failing: Map<string, string[]>;
  seconds: number;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; throttling assumes ~1000+). */
  benchmarkIndex: number;
  /**
   * When the unthrottled load first painted and when its DOM was loaded (ms). Lighthouse simulates
   * LCP from the work done before the observed paint: a page first painted after its scripts ran
   * has their CPU time in its simulated LCP. On this machine's headless Chromium (no GPU), a page
   * with pictures and scripts is often first presented 1-2 s after it was laid out and painted,
   * at a cadence of about a second, whatever the page does meanwhile (docs/benchmarks.md).
   */
  observed: { firstPaint: number; domContentLoaded: number };
  versions: string;
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

/** The unthrottled load's first paint and DOM loaded, from the `metrics` audit (ms, rounded). */
function observedTimes(audits: Record<string, Audit>): PageResult['observed'] {
  const metrics = (audits.metrics?.details?.items?.[0] ?? {}) as Record<string, unknown>;
  const ms = (key: string) => Math.round(Number(metrics[key] ?? NaN));
  return {
    firstPaint: ms('observedFirstPaint'),
    domContentLoaded: ms('observedDomContentLoaded'),
  };
}

export async function audit(baseURL: string, path: string, kind: string): Promise<PageResult> {
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
    const chromeVersion = /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(
      lhr.environment.hostUserAgent,
    )?.[1];
    return {
      path,
      kind,
      scores,
      failing,
      seconds,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      observed: observedTimes(audits),
      versions: `Lighthouse ${lhr.lighthouseVersion}, Chromium ${chromeVersion ?? lhr.environment.hostUserAgent}`,
    };
  } finally {
    chrome.kill();
  }
}

// Pure helpers of the benchmarks' printed tables: columns, ratios and budget verdicts.

/** A budget's verdict, as every benchmark prints it. */
export const verdict = (holds: boolean): 'within' | 'OVER' => (holds ? 'within' : 'OVER');

/** `value` as a share of `baseline` (0 when the baseline measured nothing). */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 ? value / baseline : 0;
}

export const formatRatio = (value: number): string => `${value.toFixed(2)}x`;

/**
 * Lines of a table: a header, a rule and the rows, each column as wide as its widest cell. The
 * first column is aligned left, the others right (they are figures).
 */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    header
      .map((_, column) => {
        const cell = cells[column] ?? '';
        return column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

/** A lower bound (`at least`) or an upper bound (`under`) on a figure. */
export interface Budget {
  label: string;
  kind: 'at least' | 'under';
  limit: number;
}

export const holds = (budget: Budget, value: number): boolean =>
  budget.kind === 'at least' ? value >= budget.limit : value < budget.limit;

/** Issue 17's budgets for every content page, and for the booking API. */
export const pageBudgets = {
  ssr: { label: '>= 1.0x minimal SSR', kind: 'at least', limit: 1 },
  static: { label: '>= 0.5x minimal static', kind: 'at least', limit: 0.5 },
  p99: { label: 'p99 < 50 ms at 50 connections', kind: 'under', limit: 50 },
  availability: { label: '>= 0.5x minimal API route', kind: 'at least', limit: 0.5 },
  bookingP99: { label: 'create p99 < 50 ms at 50 connections', kind: 'under', limit: 50 },
} satisfies Record<string, Budget>;

/** Lighthouse's budgets per category (scores 0-100). */
export const lighthouseBudgets: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/**
 * The `__NEXT_DATA__` script of a Pages Router page: the props the page was rendered with, which
 * the browser reads again to hydrate. Its size in bytes (UTF-8), or 0 when the page has none.
 */
export function nextDataBytes(html: string): number {
  const match =
    /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return match ? Buffer.byteLength(match[1]!, 'utf8') : 0;
}

// Pure helpers of the bench's report: columns, ratios, and each budget of issue 31 with its
// measured figure and PASS or FAIL.

/** `value` as a share of `reference` (0 when the reference measured nothing). */
export function ratio(value: number, reference: number): number {
  return reference > 0 ? value / reference : 0;
}

export const formatRatio = (value: number): string => `${value.toFixed(2)}x`;

/** Milliseconds as the report prints them: two decimals under 10 ms, one above. */
export const formatMs = (ms: number): string => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/**
 * Lines of a table: a header, a rule and the rows, each column as wide as its widest cell. The
 * first `leftColumns` (words) are aligned left, the others right (they are figures).
 */
export function formatTable(header: string[], rows: string[][], leftColumns = 1): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    header
      .map((_, column) => {
        const cell = cells[column] ?? '';
        return column < leftColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

/** One budget of the issue, as measured in this run. */
export interface BudgetResult {
  /** The section that measured it (`varnish`, `next`, ...). */
  section: string;
  /** What is compared, in words: `/about-us req/s vs nginx, 10 conns`. */
  name: string;
  /** The limit, in words: `>= 0.80x`. */
  limit: string;
  /** The figure: `0.93x (9120 vs 9807 req/s)`. */
  measured: string;
  pass: boolean;
}

/**
 * A throughput of at least `min` times the reference's (req/s). A reference that measured nothing,
 * or a load with failed answers, is a FAIL: there is nothing to compare.
 */
export function atLeastTimes(
  section: string,
  name: string,
  value: number,
  reference: number,
  min: number,
  failures = 0,
): BudgetResult {
  const share = ratio(value, reference);
  return {
    section,
    name,
    limit: `>= ${formatRatio(min)}`,
    measured: `${formatRatio(share)} (${Math.round(value)} vs ${Math.round(reference)} req/s)${failures > 0 ? `, ${failures} failed` : ''}`,
    pass: reference > 0 && share >= min && failures === 0,
  };
}

/**
 * A latency no worse than `max` times the reference's (p99 ms). A reference of 0 ms would make
 * any latency infinitely worse: it is compared as 0.01 ms, the load's resolution.
 */
export function atMostTimes(
  section: string,
  name: string,
  valueMs: number,
  referenceMs: number,
  max: number,
): BudgetResult {
  const share = valueMs / Math.max(referenceMs, 0.01);
  return {
    section,
    name,
    limit: `<= ${formatRatio(max)}`,
    measured: `${formatRatio(share)} (${formatMs(valueMs)} vs ${formatMs(referenceMs)})`,
    pass: share <= max,
  };
}

/** A figure strictly under an absolute limit (`< 100 ms`, `< 50 MB`). */
export function under(
  section: string,
  name: string,
  value: number,
  limit: number,
  format: (value: number) => string,
): BudgetResult {
  return {
    section,
    name,
    limit: `< ${format(limit)}`,
    measured: format(value),
    pass: value < limit,
  };
}

/** A count that must be exactly `expected` (0 overbookings, a score of 100). */
export function exactly(
  section: string,
  name: string,
  value: number,
  expected: number,
  detail = '',
): BudgetResult {
  return {
    section,
    name,
    limit: `= ${expected}`,
    measured: `${value}${detail ? ` (${detail})` : ''}`,
    pass: value === expected,
  };
}

/**
 * In every run, a score no more than `points` below the reference's in the same run (Lighthouse's
 * performance against the minimal page: both swing with what else the machine does).
 */
export function withinPointsEveryRun(
  section: string,
  name: string,
  scores: number[],
  references: number[],
  points: number,
): BudgetResult {
  return {
    section,
    name,
    limit: `>= minimal - ${points}, every run`,
    measured: `${scores.join('/')} vs ${references.join('/')}`,
    pass:
      scores.length > 0 &&
      scores.length === references.length &&
      scores.every((score, run) => score >= references[run]! - points),
  };
}

/** A score of `expected` in every run (Lighthouse's accessibility, best practices, SEO: 100). */
export function scoreEveryRun(
  section: string,
  name: string,
  scores: number[],
  expected: number,
): BudgetResult {
  return {
    section,
    name,
    limit: `= ${expected}, every run`,
    measured: scores.join('/'),
    pass: scores.length > 0 && scores.every((score) => score === expected),
  };
}

/** A section that could not measure its budget (a server did not start): a FAIL, with why. */
export function notMeasured(section: string, name: string, why: string): BudgetResult {
  return { section, name, limit: '(measured)', measured: `not measured: ${why}`, pass: false };
}

/** The report's closing table: every budget, its limit, its figure and PASS or FAIL. */
export function budgetTable(results: BudgetResult[]): string[] {
  const passed = results.filter((result) => result.pass).length;
  return [
    ...formatTable(
      ['section', 'budget', 'limit', 'measured', 'verdict'],
      results.map((result) => [
        result.section,
        result.name,
        result.limit,
        result.measured,
        result.pass ? 'PASS' : 'FAIL',
      ]),
      4,
    ),
    `${passed} of ${results.length} budgets pass, ${results.length - passed} fail`,
  ];
}

import type { BudgetResult } from './report';

/** How long each measured load lasts, and how a section prints as it goes. */
export interface BenchContext {
  /** Seconds of each measured load (BENCH_SECONDS, 5 by default; 1-2 to check the bench runs). */
  seconds: number;
  /** Prints a line of the section's report now, indented under its heading. */
  log(line: string): void;
}

/** A section measures its budgets, printing its figures as it goes, and answers their verdicts. */
export type Section = (context: BenchContext) => Promise<BudgetResult[]>;

/** Runs `steps` with what `start` started, and always stops it. */
export async function using<T extends { stop(): Promise<void> }, R>(
  start: Promise<T>,
  steps: (started: T) => Promise<R>,
): Promise<R> {
  const started = await start;
  try {
    return await steps(started);
  } finally {
    await started.stop();
  }
}

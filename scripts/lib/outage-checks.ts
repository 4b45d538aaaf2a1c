import type { TcpProxy } from '../../src/lib/db/testing/tcp-proxy';

// The scale-out test's outage stages: PostgreSQL stopped, then frozen, behind the TCP proxy the
// apps reach it through (the machine's own PostgreSQL is never stopped: others use it).

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** How soon a write must be answered while the database is out. */
const writeBudgetMs = 3000;
/** How soon the site must take bookings again once the database is back. */
const recoveryBudgetMs = 15_000;

/** A booking attempt through the tier, as the tests make them. */
export type Book = (
  attempt: number,
  time: string,
) => Promise<{ status: number; reference?: string; retryAfter: string | null; ms: number }>;

export interface OutageContext {
  proxy: TcpProxy;
  book: Book;
  /** The references of `references` found stored in the database (asked directly, not through the proxy). */
  stored: (references: string[]) => Promise<string[]>;
}

/** Times of the day the stages book at, each slot with room for five parties of two. */
const times = ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45'];

/**
 * While PostgreSQL is `how` (stopped: refused; frozen: connected, silent), 20 concurrent bookings
 * through the tier answer 503 with Retry-After within 3 s; when it is back, the site books again by
 * itself within 15 s, and every booking answered 200 at any point is stored.
 */
export async function outageCheck(
  context: OutageContext,
  how: 'stopped' | 'frozen',
  offset: number,
): Promise<Check> {
  const { proxy, book, stored } = context;
  const accepted: string[] = [];
  const keep = <Answer extends { status: number; reference?: string }>(answer: Answer) => {
    if (answer.status === 200 && answer.reference) accepted.push(answer.reference);
    return answer;
  };
  keep(await book(offset, times[0]!)); // the pool has open connections, as on a busy site

  if (how === 'stopped') await proxy.stop();
  else proxy.freeze();
  let answers: Awaited<ReturnType<Book>>[] = [];
  try {
    answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        keep(await book(offset + 1 + i, times[1 + (i % 4)]!)),
      ),
    );
  } finally {
    await proxy.resume();
  }
  const resumed = performance.now();
  let recoveredMs = Infinity;
  for (let i = 0; performance.now() - resumed < recoveryBudgetMs; i++) {
    const answer = keep(await book(offset + 100 + i, times[5 + (i % 3)]!));
    if (answer.status === 200) {
      recoveredMs = Math.round(performance.now() - resumed);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const found = await stored(accepted);
  const unavailable = answers.filter((answer) => answer.status === 503 && answer.retryAfter);
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const statuses = [...new Set(answers.map((answer) => answer.status))].join('/');
  return {
    name: `PostgreSQL ${how}: writes answer 503 within 3 s, nothing accepted is lost, the site recovers by itself`,
    ok:
      unavailable.length === answers.length &&
      slowest < writeBudgetMs &&
      recoveredMs < recoveryBudgetMs &&
      found.length === accepted.length,
    detail: `${unavailable.length}/${answers.length} answered 503 with Retry-After (statuses ${statuses}), the slowest in ${slowest} ms; booking again ${recoveredMs} ms after it was back; ${found.length}/${accepted.length} accepted bookings stored`,
  };
}

import { baselinePaths, buildBaseline, startBaseline } from './baseline';
import { availabilityBody, bookingCreateLoad } from './booking';
import { formatLoad, load } from './load';
import { acceptGzip, connectionCounts, failures, maxRequests, seconds } from './pages';
import { formatRatio, holds, pageBudgets, ratio, verdict } from './report';

// Issue 17: the booking API against the minimal Next.js app's API route (bench/baseline.ts) in one
// run: availability for 5 stores at 10 and 50 connections, then booking creates at 50 connections.

/**
 * Availability for 5 stores against the minimal app's API route at 10 and 50 connections, then
 * bounded booking creates at 50 connections at a restaurant and date no one else books.
 */
export async function bookingApiBenchmark(
  siteURL: string,
  baselinePort: number,
): Promise<{ lines: string[]; withinBudget: boolean }> {
  const baseline = await startBaseline(await buildBaseline(), baselinePort);
  try {
    const lines: string[] = [];
    let withinBudget = true;
    // Availability for 5 stores against the minimal app's API route, in the same run.
    lines.push('  Availability for 5 stores against the minimal API route:');
    for (const connections of connectionCounts) {
      const minimalURL = baseline.baseURL + baselinePaths.api;
      const availabilityURL = `${siteURL}/api/booking/availability`;
      const body = availabilityBody();
      if (connections === connectionCounts[0]) {
        await load('warm-up', minimalURL, { seconds: 1 });
        await load('warm-up', availabilityURL, { seconds: 1, method: 'POST', body });
      }
      const minimal = await load(`GET ${baselinePaths.api} (${connections} c)`, minimalURL, {
        seconds,
        connections,
        maxRequests,
        headers: acceptGzip,
      });
      const availability = await load(
        `POST /api/booking/availability (${connections} c)`,
        availabilityURL,
        { method: 'POST', body, seconds, connections, maxRequests, headers: acceptGzip },
      );
      const share = ratio(availability.requestsPerSecond, minimal.requestsPerSecond);
      const shareHolds = holds(pageBudgets.availability, share) && failures(availability) === 0;
      withinBudget &&= shareHolds;
      lines.push(
        formatLoad(minimal),
        formatLoad(availability),
        `    availability / minimal API route at ${connections} connections: ${formatRatio(share)}, ${verdict(shareHolds)} the ${pageBudgets.availability.label} budget`,
      );
    }

    // Booking creates at 50 connections, bounded, at a restaurant and date no one else books.
    const create = await bookingCreateLoad(siteURL, {
      connections: 50,
      seconds,
      maxRequests: 1500,
    });
    const createResult = create.result;
    const answered = Object.values(createResult.statuses).reduce((sum, n) => sum + n, 0);
    const created = Object.entries(createResult.statuses)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0);
    const refusals = Object.entries(create.refusals)
      .sort(([, a], [, b]) => b - a)
      .map(([key, n]) => `${n} x ${key}`);
    const serverErrors = Object.entries(createResult.statuses)
      .filter(([status]) => status.startsWith('5'))
      .reduce((sum, [, n]) => sum + n, 0);
    const p99Holds =
      holds(pageBudgets.bookingP99, createResult.p99Ms) &&
      serverErrors === 0 &&
      createResult.errors === 0;
    withinBudget &&= p99Holds;
    const fresh = create.onNewConnections;
    lines.push(
      '',
      `  Booking create at store ${create.storeId} on ${create.date}, parties of two over 36 slots, on 50 connections already open:`,
      formatLoad(createResult),
      `    ${answered} answered: ${created} booked, ${answered - created} refused (${refusals.join(', ') || 'none'}); ${createResult.errors} errors or timeouts`,
      `    create p99 ${createResult.p99Ms} ms: ${verdict(p99Holds)} the ${pageBudgets.bookingP99.label} budget${serverErrors > 0 ? ` (${serverErrors} server errors)` : ''}`,
      '  The same on 50 new connections, at another restaurant (for comparison: a first request is timed from before its connection is made):',
      formatLoad(fresh),
    );
    return { lines, withinBudget };
  } finally {
    await baseline.stop();
  }
}

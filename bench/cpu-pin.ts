import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The bench's load generator (this process) and the servers it measures share the machine's two
// cores. Left to the scheduler, a server process sometimes shares a core with the load generator
// for a whole load and sometimes not: two processes of one build then differ by a tenth, more
// than a 5% budget. Pinned (Linux `taskset`), the servers run on the cores the load generator
// leaves them.

/** The cores for servers, and the one for the load generator, or undefined where pinning is not possible. */
export function pinning(): { servers: string; bench: string } | undefined {
  if (availableParallelism() < 2) return undefined;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const last = availableParallelism() - 1;
  return { servers: last === 1 ? '1' : `1-${last}`, bench: '0' };
}

/** `command args` run on `cpus` (a taskset list, `1` or `1-3`): taskset execs it, same pid. */
export function onCpus(
  cpus: string | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  return cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
}

/** Runs `body` with this process (every thread) on `cpus`, then on every core again. */
export async function withBenchOn<T>(cpus: string | undefined, body: () => Promise<T>): Promise<T> {
  if (!cpus) return body();
  const pin = (list: string) =>
    execFileSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' });
  pin(cpus);
  try {
    return await body();
  } finally {
    pin(`0-${availableParallelism() - 1}`);
  }
}

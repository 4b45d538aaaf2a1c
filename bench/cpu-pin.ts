import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The bench's load generator (this process) and the servers it measures share the machine's two
// cores. Left to the scheduler, a server process sometimes shares a core with the load generator
// for a whole load and sometimes not, which a 5% budget cannot tell from its cost. Pinned (Linux
// `taskset`), the servers run on the cores the load generator leaves them.

/** The cores for servers, and the one for the load generator, or undefined where pinning is not possible. */
export function pinning(): { servers: string; bench: string } | undefined {
  const last = availableParallelism() - 1;
  if (last < 1) return undefined;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
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

/** Runs `body` with this process (every thread) on `cpus`, then on the cores it had before. */
export async function withBenchOn<T>(cpus: string | undefined, body: () => Promise<T>): Promise<T> {
  if (!cpus) return body();
  const pid = String(process.pid);
  // `taskset -c -p` answers "pid 123's current affinity list: 0,1".
  const before = execFileSync('taskset', ['-c', '-p', pid], { encoding: 'utf8' })
    .split(':')
    .at(-1)!
    .trim();
  const pin = (list: string) =>
    execFileSync('taskset', ['-a', '-c', '-p', list, pid], { stdio: 'ignore' });
  pin(cpus);
  try {
    return await body();
  } finally {
    pin(before);
  }
}

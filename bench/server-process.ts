import { readFileSync } from 'node:fs';

/** The resident set size of `pid` in bytes (VmRSS of /proc/<pid>/status, Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux Node runs on). */
const ticksPerSecond = 100;

/**
 * The CPU time `pid` has used so far, user and system, in seconds (fields 14 and 15 of
 * /proc/<pid>/stat, Linux). Unlike req/s, it does not move when another process takes the cores.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`No CPU times for process ${pid}`);
  }
  return (utime + stime) / ticksPerSecond;
}

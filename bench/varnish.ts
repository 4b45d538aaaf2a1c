import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { roundRobinVcl } from '../scripts/lib/varnishd';
import { localURL, portAnswers } from './ports';
import { stopChild } from './site';

// Varnish as the cache tier runs it (deploy/varnish/tavola.vcl, xkey), in front of the bench's site
// processes: in the foreground as the bench's child, its work folder in a temporary folder, on the
// bench's own port, with room for every page the publish section warms (1,300 pages of up to
// ~100 KB each).

export interface BenchVarnish {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startVarnish(port: number, sitePorts: number[]): Promise<BenchVarnish> {
  if (await portAnswers(port)) throw new Error(`Port ${port} is already in use`);
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-bench-varnish-'));
  const vclFile = path.join(dir, 'bench.vcl');
  // The site's processes purge it from 127.0.0.1.
  writeFileSync(vclFile, roundRobinVcl(sitePorts, ['127.0.0.1']));
  // -j none: no jail, so it runs as whoever runs the bench; -T none: no management port.
  const args = ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclFile];
  args.push('-s', 'malloc,512m', '-T', 'none', '-j', 'none');
  const child = spawn('varnishd', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await portAnswers(port)) return { baseURL: localURL(port), stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`varnishd did not answer on ${port}:\n${log}`);
}

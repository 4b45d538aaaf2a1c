import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A varnishd of its own for a test: in the foreground (-F) as a child of the test, with its work
// folder (-n) in a fresh temporary folder, no management port (-T none) and no jail (-j none, so
// it runs as whoever runs the test, root included), on a free port of 127.0.0.1.

/** deploy/varnish/tavola.vcl, which the test's VCL includes as default.vcl does. */
export const tavolaVcl = path.resolve('deploy/varnish/tavola.vcl');

/**
 * A VCL for `ports.length` app processes behind a round-robin director, purgeable from
 * `purgers`: what an operator writes for N backends (deploy/varnish/README.md).
 */
export function roundRobinVcl(ports: number[], purgers: string[]): string {
  const names = ports.map((_, i) => `app_${i + 1}`);
  return [
    'vcl 4.1;',
    'import directors;',
    ...ports.map((port, i) => `backend ${names[i]} { .host = "127.0.0.1"; .port = "${port}"; }`),
    `acl tavola_purgers { ${purgers.map((address) => `"${address}";`).join(' ')} }`,
    'sub vcl_init {',
    '  new tavola_apps = directors.round_robin();',
    ...names.map((name) => `  tavola_apps.add_backend(${name});`),
    '}',
    'sub tavola_backend { set req.backend_hint = tavola_apps.backend(); }',
    `include "${tavolaVcl}";`,
    '',
  ].join('\n');
}

export interface Varnish {
  port: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Whether varnishd is installed, with the xkey vmod it needs. */
export function varnishInstalled(): boolean {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0;
}

/** Starts varnishd with `vcl` and waits until it answers (30 s at most). */
export async function startVarnish(vcl: string): Promise<Varnish> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-varnish-'));
  const vclFile = path.join(dir, 'test.vcl');
  writeFileSync(vclFile, vcl);
  const port = await freePort();
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclFile,
      '-s',
      'malloc,32m',
      '-T',
      'none',
      '-j',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // Its log (start, child, stop) is shown only if it fails to start.
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopProcessGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${log}`);
  }
  return { port, baseUrl, stop };
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}`);
    const answered = await fetch(`${baseUrl}/api/echo`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('varnishd did not answer within 30 s');
}

/** Stops a detached child and everything it started (varnishd's cache process), by its group. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
}

/** A port of 127.0.0.1 free a moment ago (varnishd takes no port 0 it would tell us of). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

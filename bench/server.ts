import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** A production server started by `npm start` for a benchmark, on its own port and database. */
export interface BenchServer {
  baseURL: string;
  port: number;
  /** Where the serving process opens its inspector on SIGUSR1 (127.0.0.1 only; see server-gc.ts). */
  inspectPort: number;
  stop(): Promise<void>;
}

export async function startServer(port: number): Promise<BenchServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this one (and its database is not
  // fresh): refuse to start.
  const taken = await fetch(`${baseURL}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use: stop that server or set BENCH_PORT`);
  const dataDir = `.data/bench-${Date.now()}`;
  const inspectPort = port + 7000;
  const child: ChildProcess = spawn('npm', ['start'], {
    // A fresh database each run, so the overbooking count starts from an empty slot.
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: `${dataDir}/pglite`,
      LOG_LEVEL: 'warn',
      // The load tests send thousands of writes from one address and one session; the burst test
      // keeps the token limit (60 a minute) and sends from behind this machine as a proxy.
      RATE_LIMITS: 'booking=1000000/10m,booking-session=1000000/10m,booking-email=1000000/1h',
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      // Sets the port only: the inspector opens when the bench sends SIGUSR1 (server-gc.ts).
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--inspect-port=127.0.0.1:${inspectPort}`]
        .filter(Boolean)
        .join(' '),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so stop() ends npm, the start script and Next together
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ready = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseURL, port, inspectPort, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The server did not become ready within 5 minutes');
}

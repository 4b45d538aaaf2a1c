import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** A production server started by `npm start` for a benchmark, on its own port and database. */
export interface BenchServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startServer(port: number): Promise<BenchServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `.data/bench-${Date.now()}`;
  const child: ChildProcess = spawn('npm', ['start'], {
    // A fresh database each run, so the overbooking count starts from an empty slot.
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: `${dataDir}/pglite`,
      LOG_LEVEL: 'warn',
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
    if (ready) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The server did not become ready within 5 minutes');
}

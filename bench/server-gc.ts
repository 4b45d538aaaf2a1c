import { spawn } from 'node:child_process';

// RSS right after a burst of requests is mostly garbage not yet collected and heap the collector
// grew for the burst: it says little about what the server keeps. Before each reading the bench
// has the server collect its garbage, through its inspector (opened on 127.0.0.1 only, by SIGUSR1,
// on the port `--inspect-port` gave it).

/**
 * A WebSocket client for the DevTools protocol: a full collection, twice (weak references), then
 * the server's `process.memoryUsage()`, printed as JSON.
 */
const collectScript = `
const socket = new WebSocket(process.argv[1]);
let id = 0;
const waiting = new Map();
socket.onmessage = (event) => { const message = JSON.parse(event.data); waiting.get(message.id)?.(message.result); };
const call = (method, params) => new Promise((resolve) => { waiting.set(++id, resolve); socket.send(JSON.stringify({ id, method, params })); });
socket.onopen = async () => {
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  process.stdout.write(usage.result.value);
  process.exit(0);
};
socket.onerror = () => process.exit(1);
`;

/** What the server's `process.memoryUsage()` answered after the collection, in bytes. */
export interface ServerMemory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

async function debuggerUrl(inspectPort: number): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const targets = await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then(
      (response) => response.json() as Promise<{ webSocketDebuggerUrl?: string }[]>,
      () => [],
    );
    const url = targets[0]?.webSocketDebuggerUrl;
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No inspector on 127.0.0.1:${inspectPort}`);
}

/**
 * Has process `pid` (started with --inspect-port=127.0.0.1:<inspectPort>) collect its garbage;
 * answers its memory usage then.
 */
export async function collectGarbage(pid: number, inspectPort: number): Promise<ServerMemory> {
  process.kill(pid, 'SIGUSR1'); // opens the inspector (a no-op when it is open already)
  const url = await debuggerUrl(inspectPort);
  // WebSocket is global from Node 22; Node 20 has it behind a flag.
  const major = Number(process.versions.node.split('.')[0]);
  const flags = major < 22 ? ['--experimental-websocket', '--no-warnings'] : [];
  const chunks: Buffer[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [...flags, '-e', collectScript, url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Could not collect the garbage of process ${pid}`);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ServerMemory;
}

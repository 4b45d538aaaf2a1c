import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { localURL, portAnswers } from './ports';
import { stopChild } from './site';

// nginx serving one page's HTML from disk: the limit of what any cache tier can do with a cached
// page on this machine. gzip_static sends the .gz file beside it as is, as Varnish sends its gzipped
// object: both send the same bytes, neither compresses per request.

export interface BenchNginx {
  /** The URL of the page's file. */
  pageURL: string;
  stop(): Promise<void>;
}

/** A worker per core, as Varnish's threads use every core; keep-alive as long as a load lasts. */
function config(dir: string, port: number): string {
  return `
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  keepalive_requests 1000000;
  keepalive_timeout 120s;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
  }
}
`;
}

/** nginx on `port` serving `gzipped` (a page's gzip body) as /page.html, and its HTML beside it. */
export async function startNginx(port: number, gzipped: Buffer): Promise<BenchNginx> {
  if (await portAnswers(port)) throw new Error(`Port ${port} is already in use`);
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-bench-nginx-'));
  // nginx's workers run as nobody when the bench runs as root: they must read the files.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'));
  mkdirSync(path.join(dir, 'tmp'));
  writeFileSync(path.join(dir, 'www', 'page.html.gz'), gzipped);
  writeFileSync(path.join(dir, 'www', 'page.html'), gunzipSync(gzipped));
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port));
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await portAnswers(port)) return { pageURL: `${localURL(port)}/page.html`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${port}:\n${log}`);
}

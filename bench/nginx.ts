import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { localURL, portAnswers } from './ports';
import { stopChild } from './site';

// nginx serving one page's HTML from disk: the limit of what any cache tier can do with a cached
// page on this machine. gzip_static sends the .gz file beside it as is, as Varnish sends its gzipped
// object: both send the same bytes, neither compresses per request. It sends the page's own
// headers too (its security policy, Cache-Control...), which any cache tier sends with it: at the
// rates measured the load generator shares the two cores, and reading a kilobyte more of headers
// an answer counted against Varnish alone.

export interface BenchNginx {
  /** The URL of the page's file. */
  pageURL: string;
  stop(): Promise<void>;
}

/** What a server sends of its own, or what belongs to the connection and the body's bytes. */
const serversOwn = new Set([
  'date',
  'etag',
  'last-modified',
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'accept-ranges',
  'age',
  'via',
  'x-varnish',
  'x-cache',
  'x-cache-hits',
]);

/**
 * The headers of a page's answer that are the page's own, for nginx to send as well: not those
 * of the connection, the body's encoding and length, or what a server adds by itself (Date, ETag,
 * Varnish's Age, Via, X-Varnish and X-Cache).
 */
export function pageHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.entries(headers).flatMap(([name, value]) =>
    serversOwn.has(name) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : value] as const],
  );
}

/** An nginx string: in double quotes, its quotes and backslashes escaped (no `$`: a variable). */
function quoted(text: string): string {
  if (text.includes('$')) throw new Error(`A header nginx cannot send as it is: ${text}`);
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A worker per core, as Varnish's threads use every core; keep-alive as long as a load lasts. */
function config(dir: string, port: number, headers: (readonly [string, string])[]): string {
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
  charset utf-8;
  server_tokens off;
  keepalive_requests 1000000;
  keepalive_timeout 120s;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
${headers.map(([name, value]) => `    add_header ${name} ${quoted(value)};`).join('\n')}
  }
}
`;
}

/**
 * nginx on `port` serving `gzipped` (a page's gzip body) as /page.html, and its HTML beside it,
 * with `headers` (the page's own: `pageHeaders`).
 */
export async function startNginx(
  port: number,
  gzipped: Buffer,
  headers: (readonly [string, string])[] = [],
): Promise<BenchNginx> {
  if (await portAnswers(port)) throw new Error(`Port ${port} is already in use`);
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-bench-nginx-'));
  // nginx's workers run as nobody when the bench runs as root: they must read the files.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'));
  mkdirSync(path.join(dir, 'tmp'));
  writeFileSync(path.join(dir, 'www', 'page.html.gz'), gzipped);
  writeFileSync(path.join(dir, 'www', 'page.html'), gunzipSync(gzipped));
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, headers));
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

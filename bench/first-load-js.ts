import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** One script a page loaded, with its size as sent compressed. */
export interface ScriptSize {
  url: string;
  gzipBytes: number;
}

/**
 * The JavaScript a browser loads to show `path` for the first time, as gzip bytes: every script
 * response until the network is idle, each body compressed as a server or CDN would send it.
 */
export async function measureFirstLoadJs(baseURL: string, path: string): Promise<ScriptSize[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({
          url: response.url().replace(baseURL, ''),
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(baseURL + path, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

export function totalBytes(scripts: ScriptSize[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

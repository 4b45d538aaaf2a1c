import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_BRAND_FILE, cachedPageCacheDir, pageCacheDir } from './page-cache-handler.js';

describe('pageCacheDir: one build serves both brands, each keeps its own pages', () => {
  let dist: string;
  let serverDir: string;
  const brand = process.env.BRAND;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'tavola-next-'));
    serverDir = path.join(dist, 'server');
  });
  afterEach(() => {
    rmSync(dist, { recursive: true, force: true });
    if (brand === undefined) delete process.env.BRAND;
    else process.env.BRAND = brand;
  });

  it("serves the build's own pages to the brand it was built for", () => {
    writeFileSync(path.join(dist, BUILD_BRAND_FILE), 'tavola');
    delete process.env.BRAND;
    expect(pageCacheDir(serverDir)).toBe(serverDir);
    process.env.BRAND = 'tavola';
    expect(pageCacheDir(serverDir)).toBe(serverDir);
  });

  it("keeps the other brand's pages in a folder of its own", () => {
    writeFileSync(path.join(dist, BUILD_BRAND_FILE), 'tavola\n');
    process.env.BRAND = 'tavola-express';
    expect(pageCacheDir(serverDir)).toBe(path.join(dist, 'cache', 'pages', 'tavola-express'));

    writeFileSync(path.join(dist, BUILD_BRAND_FILE), 'tavola-express');
    delete process.env.BRAND;
    expect(pageCacheDir(serverDir)).toBe(path.join(dist, 'cache', 'pages', 'tavola'));
  });

  it('uses the build folder while building, and for a build that does not say its brand', () => {
    process.env.BRAND = 'tavola-express';
    expect(pageCacheDir(serverDir)).toBe(serverDir);
  });
});

describe('cachedPageCacheDir: read once per process, for the server only', () => {
  it("keeps the folder once the build says its brand, and gives the proxy's handler none", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tavola-next-'));
    const serverDir = path.join(dist, 'server');
    try {
      // While building there is no brand file: the answer is not kept.
      expect(cachedPageCacheDir(serverDir)).toBe(serverDir);
      writeFileSync(path.join(dist, BUILD_BRAND_FILE), 'someone-else');
      const folder = path.join(dist, 'cache', 'pages', process.env.BRAND || 'tavola');
      expect(cachedPageCacheDir(serverDir)).toBe(folder);
      rmSync(path.join(dist, BUILD_BRAND_FILE));
      expect(cachedPageCacheDir(serverDir)).toBe(folder);
      expect(cachedPageCacheDir(undefined)).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

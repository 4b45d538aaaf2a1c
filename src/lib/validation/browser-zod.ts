/** Where zod keeps its global configuration: `z.config()` (zod/v4/core) reads and writes this object. */
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/**
 * In the browser, zod parses without compiling code at run time. Zod probes for `new Function` the
 * first time it parses an object; the site's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') refuses it, and the browser reports a CSP violation on every page with a form
 * (Lighthouse: best practices 96). Zod would fall back anyway; saying so up front skips the probe.
 * The server keeps zod's faster compiled parsers.
 *
 * This sets zod's own global configuration object (creating it if zod has not loaded yet, and zod
 * then adopts it) rather than importing `z.config`, which would pull ~4 KB of zod into every page's
 * first load. The test checks it against zod's `config()`.
 */
export function parseWithoutEvalInBrowser(): void {
  if (typeof window === 'undefined') return;
  const host = globalThis as WithZodConfig;
  host.__zod_globalConfig ??= {};
  host.__zod_globalConfig.jitless = true;
}

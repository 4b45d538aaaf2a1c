// @ts-check
// The minimal app the bench measures the site against (bench/baseline.ts copies this folder to a
// temporary directory, builds it with the site's own `next` and serves it).

/** @type {import('next').NextConfig} */
module.exports = {
  // Next's default, as the site's: responses are gzipped when the client accepts it.
  compress: true,
  poweredByHeader: false,
  // Loaded from node_modules at run time, as the site does (PGlite reads its own wasm files).
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // bench/baseline/pages is type-checked with the site (`npx tsc --noEmit`): no second check here.
  typescript: { ignoreBuildErrors: true },
};

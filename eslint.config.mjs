// @ts-check
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/*
 * Import boundaries (STYLE.md 1-2, ARCHITECTURE.md §2):
 *  - one-way layers: lib -> features -> blocks -> registry -> templates -> pages (a layer imports
 *    only layers to its left);
 *  - a feature is reached only through its index.ts (client-safe) or server.ts (server-only);
 *  - server code never reaches a component bundle;
 *  - no import cycles.
 * The feature rule and the cycles are not ESLint rules (import/no-cycle and a no-restricted-paths
 * zone per feature took most of the lint's ten minutes) but dependency-cruiser's
 * (.dependency-cruiser.cjs, which also checks the layers, scripts/, bench/ and test doubles), run by
 * `npm run lint` after ESLint; ESLint checks the layers too, in the editor, and keeps server code
 * out of bundles.
 */
const layers = ['lib', 'features', 'blocks', 'registry', 'templates', 'pages'];
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(index + 1).map((above) => `./src/${above}`),
  message: `Layers import one way: ${layers.join(' -> ')}. src/${layer} cannot import from a later layer.`,
}));

/** Modules that hold server-only code (secrets, database, logging, providers). */
const serverCode = [
  './src/features/*/server.ts',
  './src/lib/*/server.ts',
  './src/features/*/server/**',
  './src/lib/config/**',
  './src/lib/db/**',
  './src/lib/http/**',
  './src/lib/log/**',
  './src/lib/mail/**',
  './src/lib/cache/**',
  './src/lib/redis/**',
  './src/lib/telemetry/**',
  './src/lib/*/server/**',
  './src/**/*.server.ts',
];
/**
 * Modules that end up in the browser bundle. A block's, the registry's or a template's tests are
 * not among them: they put a tile's or a page's server half (definition, prepareTiles, data
 * function) and its view side by side.
 */
const clientCode = [
  './src/features/*/index.ts',
  './src/features/*/components/**',
  './src/features/*/hooks/**',
  './src/features/*/state/**',
  './src/blocks/**/!(*.server|*.test).{ts,tsx}',
  './src/registry/**/!(*.server|*.test).{ts,tsx}',
  './src/templates/**/!(*.server|*.test).{ts,tsx}',
  './src/pages/_app.tsx',
];
const serverZones = [
  {
    target: clientCode,
    from: serverCode,
    message:
      'Server code (a server.ts, a server/ folder, lib/cache|config|db|http|log|mail|redis|telemetry or *.server.ts) must not reach a browser bundle.',
  },
];

export default defineConfig([
  globalIgnores([
    '.next/**',
    '.data/**',
    '.reports/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
  ...nextVitals,
  ...nextTypescript,
  {
    // The files eslint-config-next lints with its plugins (import among them); a *.cjs file such as
    // .dependency-cruiser.cjs gets ESLint's own rules only.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      // Never parse dependencies: only our own modules matter to the boundary rules.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'server-only',
              message: 'The Pages Router does not use server-only; see ARCHITECTURE.md §2.',
            },
            {
              name: 'next/link',
              message:
                "Use Link from '@/lib/ui': it prefetches pages when the browser is idle, never on 2g or data-saver connections (spec 1 §9).",
            },
          ],
          patterns: [
            {
              // A feature's testing/ folder is reached by its path, by tests only (dependency-cruiser's
              // test-doubles-in-tests-only).
              group: [
                '@/features/*/*',
                '!@/features/*/index',
                '!@/features/*/server',
                '!@/features/*/testing',
              ],
              message:
                'Import a feature through its index.ts or server.ts only (a test may use its testing/ folder).',
            },
            {
              group: ['next/dist/*'],
              message:
                "Next.js's internals change with every release: use its public API (next, next/server, next/router...).",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.js'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='require'][arguments.0.value=/^next\\u002Fdist\\u002F/]",
          message: "Next.js's internals change with every release: use its public API.",
        },
      ],
    },
  },
  prettier,
]);

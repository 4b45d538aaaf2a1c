// @ts-check
/*
 * The import rules of the code (STYLE.md 1-2, ARCHITECTURE.md §2), checked by dependency-cruiser.
 * `npm run lint` and `npm test`'s lint step run
 *   depcruise --config .dependency-cruiser.cjs src scripts bench e2e
 * and fail on any violation; scripts/dependency-rules.test.ts proves each rule on small trees.
 *
 * Paths are matched relative to the folder depcruise runs in (the project root), such as
 * `src/lib/db/index.ts`. `@/…` is resolved to src/ through tsconfig.json's paths.
 *
 * Type-only imports (`import type`, `import { type A }`, `export type … from`, `typeof import()`)
 * leave nothing at run time. They count for the layers (a lower layer does not even name a higher
 * one's types: ESLint's import/no-restricted-paths counted them too), but not for the rules about
 * what runs: cycles, the internals of a feature or of src/, test doubles (the hand-written checker
 * this config replaced did not count them for cycles and features either).
 *
 * Still ESLint rules (eslint.config.mjs): server code kept out of browser bundles, next/link,
 * next/dist and server-only.
 */

/** What TypeScript erases: an import of this kind is not there at run time. */
const typeOnly = ['type-only', 'type-import'];

/** A regular expression matching exactly the file `file`. */
const exactly = (/** @type {string} */ file) =>
  `^${file.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`)}$`;

/**
 * The layers of src/, highest first: a layer imports only the layers after it. src/templates holds
 * the page templates (each page's data function and layout), between pages and the tile registry.
 * src/pages/api is part of pages.
 */
const layers = ['pages', 'templates', 'registry', 'blocks', 'features', 'lib'];

/** A feature's public API: index.ts (client-safe) and server.ts (server-only). */
const featureEntry = String.raw`^src/features/[^/]+/(index|server)\.tsx?$`;
/**
 * A feature's test doubles (its testing/ folder), reached by their path by design, as ESLint allows
 * them: test-doubles-in-tests-only says who may (a template's test may use a feature's router mock).
 */
const featureTesting = '^src/features/[^/]+/testing/';

/**
 * What scripts/ and bench/ may import from src/: a feature's or a lib module's public API (index.ts,
 * server.ts, or a server/ folder's index.ts such as lib/content/server), and test doubles (a
 * testing/ module is reached by its path by design; test-doubles-in-tests-only says who may).
 */
const srcPublicApi = [
  featureEntry,
  String.raw`^src/lib/[^/]+/(index|server)\.tsx?$`,
  String.raw`^src/lib/[^/]+/server/index\.tsx?$`,
  '^src/.*/testing/',
];

/**
 * Scripts that reach into src/ past a public API today, each with the internals it uses. Not fixed
 * here: each would need a new export in a feature's or lib module's index.ts or server.ts (and
 * index.ts files that hold React components cannot be loaded by a tsx script).
 */
const scriptReachIns = {
  // The clock sweep's instants are not exported by lib/clock (only tests and e2e use them).
  'scripts/clock-sweep.ts': ['src/lib/clock/sweep-instants.ts'],
  'scripts/clock-sweep.test.ts': ['src/lib/clock/sweep-instants.ts'],
  // The number parser of the environment schema; lib/config exports only the schema itself.
  'scripts/outbox-report.ts': ['src/lib/config/env-schema.ts'],
  // The embedded engine's default booking rules; features/booking/server.ts exports seedBookingRules only.
  'scripts/scale-out-test.ts': ['src/features/booking/server/engine/default-rules.ts'],
  // Build scripts that generate a feature's data from its own internals (gazetteer, map, labels).
  'scripts/build-uk-places.ts': [
    'src/features/locations/server/embedded/gazetteer.ts',
    'src/features/locations/server/embedded/area-towns.ts',
    'src/features/locations/components/map/place-labels.ts',
  ],
  'scripts/build-uk-map.ts': ['src/features/locations/components/map/land-extent.ts'],
  // Build scripts for lib/ui's icons and the jobs' header images: the index.ts of each holds components.
  'scripts/build-icons.ts': ['src/lib/ui/icon-names.ts'],
  'scripts/build-job-images.ts': ['src/features/jobs/jobs.types.ts'],
  // Generates the tiles' content types from the tile models (and loads src/blocks/*/*.model.ts by
  // path): the content type of a model is the blocks' own code, which no public API exports.
  'scripts/content/tile-content-types.ts': ['src/blocks/shared/tile-content-type.ts'],
  // Its test declares tile models of its own (a changed hero, a new tile type).
  'scripts/content/tile-content-types.test.ts': [
    'src/blocks/shared/tile-content-type.ts',
    'src/blocks/shared/tile-model.ts',
    'src/blocks/shared/tile-fields.ts',
  ],
};

/** Tests: jest's *.test.ts(x) and *.int.test.ts, and the Playwright specs and helpers in e2e/. */
const tests = [String.raw`\.test\.tsx?$`, '^e2e/'];
/**
 * Test programs: scripts that are tests themselves (`npm run test:varnish`, `npm run
 * test:scale-out`) and the checks they run.
 */
const testPrograms = [
  'scripts/varnish-test.ts',
  // The telemetry bench sends its spans to the tests' fake OTLP receiver.
  'bench/sections/telemetry.ts',
  'scripts/scale-out-test.ts',
  'scripts/lib/tier-under-test.ts',
  'scripts/lib/outage-checks.ts',
  'scripts/lib/varnish-caching-checks.ts',
  'scripts/lib/varnish-pass-checks.ts',
  'scripts/lib/varnish-purge-checks.ts',
  'scripts/lib/varnish-redirect-checks.ts',
].map(exactly);
/** A test double, fixture or harness: any module in a testing/ folder. */
const testing = ['^(src|scripts|bench|e2e)/testing/', '^(src|scripts|bench|e2e)/.*/testing/'];

/**
 * One rule per layer, in two parts: API routes cannot hold their tests (every file under src/pages
 * is a route), so a route's test lives beside the module the route is built on and imports the
 * route; that import of src/pages/api is allowed to tests only.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const layerRules = layers.slice(1).flatMap((layer, index) => {
  const rule = {
    name: `layers-one-way-${layer}`,
    severity: /** @type {const} */ ('error'),
    comment: `Layers import one way: ${layers.join(' -> ')}. src/${layer} cannot import a layer before it.`,
  };
  return [
    {
      ...rule,
      from: { path: `^src/${layer}/` },
      to: { path: `^src/(${layers.slice(0, index + 1).join('|')})/`, pathNot: '^src/pages/api/' },
    },
    { ...rule, from: { path: `^src/${layer}/`, pathNot: tests }, to: { path: '^src/pages/api/' } },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: modules that import each other round at run time (type-only imports do not count). ' +
        'Move what both need into a module of its own.',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: typeOnly,
        viaOnly: { dependencyTypesNot: typeOnly },
      },
    },
    ...layerRules,
    {
      name: 'layers-entry-points-on-top',
      severity: 'error',
      comment:
        "The modules at the top of src/ (Next's proxy.ts and instrumentation*.ts, the app-wide tests) " +
        'sit above every layer, beside pages: no layer imports them.',
      from: { path: `^src/(${layers.join('|')})/` },
      to: { path: '^src/[^/]+$' },
    },
    {
      name: 'src-without-tooling',
      severity: 'error',
      comment:
        "The site's code does not import the tooling around it (scripts/, bench/, e2e/); its tests and test doubles may.",
      from: { path: '^src/', pathNot: [...tests, ...testing] },
      to: { path: '^(scripts|bench|e2e)/' },
    },
    {
      name: 'feature-public-api',
      severity: 'error',
      comment:
        'A layer uses a feature only through its index.ts (client-safe) or server.ts (server-only), never its ' +
        'internals: export what you need from one of them. A test may also use its testing/ folder.',
      from: { path: `^src/(${layers.filter((layer) => layer !== 'features').join('|')})/` },
      to: {
        path: '^src/features/',
        pathNot: [featureEntry, featureTesting],
        dependencyTypesNot: typeOnly,
      },
    },
    {
      name: 'feature-public-api-between-features',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's index.ts or server.ts, never its internals.",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', featureEntry],
        dependencyTypesNot: typeOnly,
      },
    },
    {
      name: 'tools-through-public-api',
      severity: 'error',
      comment:
        "scripts/ and bench/ use src/ only through a feature's or lib module's index.ts or server.ts (or a " +
        "server/ folder's index.ts), and its testing/ modules.",
      from: { path: '^(scripts|bench)/', pathNot: Object.keys(scriptReachIns).map(exactly) },
      to: { path: '^src/', pathNot: srcPublicApi, dependencyTypesNot: typeOnly },
    },
    ...Object.entries(scriptReachIns).map(([script, internals]) => ({
      name: 'tools-through-public-api',
      severity: /** @type {const} */ ('error'),
      comment: `${script} uses src/ through public APIs and, today, ${internals.join(', ')}.`,
      from: { path: exactly(script) },
      to: {
        path: '^src/',
        pathNot: [...srcPublicApi, ...internals.map(exactly)],
        dependencyTypesNot: typeOnly,
      },
    })),
    {
      name: 'test-doubles-in-tests-only',
      severity: 'error',
      comment:
        'A testing/ folder holds test doubles, fixtures and harnesses: only tests (*.test.ts(x), *.int.test.ts, ' +
        'e2e/), test programs (scripts/varnish-test.ts, scripts/scale-out-test.ts) and other testing/ modules use them.',
      from: {
        pathNot: [
          ...tests,
          ...testPrograms,
          ...testing,
          // The client-safe index of locations exports a stub of its restaurant-list API for other
          // features' tests (features/booking/components/journey/testing/test-restaurants.ts): a known
          // exception until those tests reach it otherwise.
          exactly('src/features/locations/index.ts'),
        ],
      },
      to: { path: testing, dependencyTypesNot: typeOnly },
    },
  ],
  options: {
    // Only the project's own modules: packages are resolved (to tell them apart) but not read.
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|scripts|bench|e2e)/',
    exclude: { path: String.raw`\.d\.ts$` },
    // Read TypeScript as written, so that type-only imports are seen (and marked as such).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};

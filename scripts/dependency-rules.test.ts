import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { cruise, ICruiseResult } from 'dependency-cruiser';
import type extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import type extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

// The import rules of .dependency-cruiser.cjs (what `npm run lint` runs), proven on small trees laid
// out like the project's: each test writes its own src/, scripts/... in a temporary folder and
// cruises it with the project's config, through dependency-cruiser's API.

// dependency-cruiser is ESM only. A plain import() here would be compiled to require() (which its
// package refuses), so it is loaded through jest's ESM loader (NODE_OPTIONS=--experimental-vm-modules,
// as `npm run test:unit` and `npm test` set it).
const load = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

const root = path.resolve(__dirname, '..');
/** tsconfig.json's paths (`@/*` is `./src/*`), given to each tree. */
const { paths } = (
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  }
).compilerOptions;

let dir: string;
const write = (files: Record<string, string>) => {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
};
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  // With no baseUrl, dependency-cruiser reads paths from the folder it runs in (the project's root).
  write({ 'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths } }) });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Each violation of the project's rules in the tree, as `rule: from -> to` (a cycle, which is
 * reported once, as `no-circular: from -> ... -> from`), sorted.
 */
async function violations(): Promise<string[]> {
  const [api, { default: extractOptions }, { default: extractTsConfig }] = await Promise.all([
    load<{ cruise: typeof cruise }>('dependency-cruiser'),
    load<{ default: typeof extractDepcruiseOptions }>(
      'dependency-cruiser/config-utl/extract-depcruise-options',
    ),
    load<{ default: typeof extractTSConfig }>('dependency-cruiser/config-utl/extract-ts-config'),
  ]);
  const options = await extractOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfigFile = path.join(dir, 'tsconfig.json');
  // The folders `npm run lint` cruises, each made if the tree has none (depcruise needs them).
  const folders = ['src', 'scripts', 'bench', 'e2e'];
  for (const folder of folders) mkdirSync(path.join(dir, folder), { recursive: true });
  const { output } = await api.cruise(
    folders,
    { ...options, baseDir: dir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTsConfig(tsConfigFile) },
  );
  const result = output as ICruiseResult;
  expect(result.summary.totalCruised).toBeGreaterThan(0);
  return result.summary.violations
    .map(({ rule, from, to, cycle }) => {
      const modules = cycle ? [from, ...cycle.map((step) => step.name)] : [from, to];
      return `${rule.name}: ${modules.join(' -> ')}`;
    })
    .sort();
}

/** A module importing x from `specifier` (as `name`) and exporting it. */
const importing = (specifier: string, name = 'value') =>
  `import { x as ${name} } from '${specifier}';\nexport { ${name} };\n`;
const exportingX = 'export const x = 1;\nexport type X = number;\n';

/** A feature, y, with its public API and its internals. */
const featureY = {
  'src/features/y/index.ts': "export { x } from './internal';\n",
  'src/features/y/server.ts': "export { x } from './server/load';\n",
  'src/features/y/internal.ts': exportingX,
  'src/features/y/server/load.ts': exportingX,
};

describe('the import rules', () => {
  it('pass a tree that keeps them all', async () => {
    write({
      ...featureY,
      'src/lib/z/index.ts': "export { x } from './inner';\n",
      'src/lib/z/inner.ts': exportingX,
      'src/lib/z/testing/double.ts': importing('../inner'),
      'src/lib/z/inner.test.ts': importing('./testing/double'),
      'src/features/offers/offer.ts': `${importing('@/features/y')}${importing('@/lib/z', 'z')}`,
      'src/features/offers/types.ts':
        "import type { X } from '@/features/y/internal';\nexport type O = X;\n",
      'src/features/y/uses-self.ts': importing('./internal'),
      'src/blocks/hero/hero.tsx': importing('@/features/y'),
      'src/registry/page.server.ts': `${importing('@/features/y/server')}${importing('@/blocks/hero/hero', 'h')}`,
      'src/templates/content-page.tsx': importing('@/registry/page.server'),
      'src/pages/index.tsx': importing('@/templates/content-page'),
      'src/pages/api/token.ts': importing('@/lib/z'),
      'src/lib/z/token-route.int.test.ts': importing('@/pages/api/token'),
      'src/proxy.ts': importing('./features/y/internal'),
      'scripts/tool.ts': `${importing('../src/features/y/server')}${importing('../src/lib/z', 'z')}`,
      'scripts/tool.test.ts': importing('../src/lib/z/testing/double'),
      'bench/bench.ts': importing('../src/features/y'),
      'e2e/journey.spec.ts': importing('../src/features/y/internal'),
    });
    expect(await violations()).toEqual([]);
  });

  it('keep the layers one way, pages -> templates -> registry -> blocks -> features -> lib', async () => {
    write({
      ...featureY,
      'src/lib/x.ts': importing('@/features/y'),
      'src/lib/types.ts': "import type { X } from '@/features/y';\nexport type T = X;\n",
      'src/features/y/uses-block.ts': importing('../../blocks/hero/hero'),
      'src/features/y/uses-template.ts': importing('@/templates/content-page'),
      'src/blocks/hero/hero.tsx': importing('@/registry/page'),
      'src/registry/page.ts': importing('@/templates/content-page'),
      'src/templates/content-page.ts': importing('@/pages/about'),
      'src/pages/about.tsx': 'export const x = 1;\n',
      'src/lib/token.ts': importing('@/pages/api/token'),
      'src/pages/api/token.ts': 'export const x = 1;\n',
      'src/lib/proxy-user.ts': importing('@/proxy'),
      'src/proxy.ts': 'export const x = 1;\n',
    });
    expect(await violations()).toEqual([
      'layers-entry-points-on-top: src/lib/proxy-user.ts -> src/proxy.ts',
      'layers-one-way-blocks: src/blocks/hero/hero.tsx -> src/registry/page.ts',
      'layers-one-way-features: src/features/y/uses-block.ts -> src/blocks/hero/hero.tsx',
      'layers-one-way-features: src/features/y/uses-template.ts -> src/templates/content-page.ts',
      'layers-one-way-lib: src/lib/token.ts -> src/pages/api/token.ts',
      'layers-one-way-lib: src/lib/types.ts -> src/features/y/index.ts',
      'layers-one-way-lib: src/lib/x.ts -> src/features/y/index.ts',
      'layers-one-way-registry: src/registry/page.ts -> src/templates/content-page.ts',
      'layers-one-way-templates: src/templates/content-page.ts -> src/pages/about.tsx',
    ]);
  });

  it("refuse a feature's internals to the layers and to other features", async () => {
    write({
      ...featureY,
      'src/blocks/hero/hero.tsx': importing('@/features/y/internal'),
      'src/registry/page.server.ts': importing('../features/y/server/load'),
      'src/features/offers/offer.ts': importing('../y/internal'),
      'src/features/offers/lazy.ts':
        "export const load = () => import('@/features/y/server/load');\n",
    });
    expect(await violations()).toEqual([
      'feature-public-api-between-features: src/features/offers/lazy.ts -> src/features/y/server/load.ts',
      'feature-public-api-between-features: src/features/offers/offer.ts -> src/features/y/internal.ts',
      'feature-public-api: src/blocks/hero/hero.tsx -> src/features/y/internal.ts',
      'feature-public-api: src/registry/page.server.ts -> src/features/y/server/load.ts',
    ]);
  });

  it("let a layer's tests, and only its tests, use a feature's testing/ folder", async () => {
    write({
      ...featureY,
      'src/features/y/testing/double.ts': importing('../internal'),
      'src/templates/menu-page/menu-page.test.tsx': importing('@/features/y/testing/double'),
      'src/templates/menu-page/menu-page.tsx': importing('@/features/y/testing/double'),
      'src/templates/menu-page/internals.test.ts': importing('@/features/y/internal'),
    });
    expect(await violations()).toEqual([
      'feature-public-api: src/templates/menu-page/internals.test.ts -> src/features/y/internal.ts',
      'test-doubles-in-tests-only: src/templates/menu-page/menu-page.tsx -> src/features/y/testing/double.ts',
    ]);
  });

  it('let scripts/ and bench/ into src/ only through public APIs', async () => {
    write({
      ...featureY,
      'src/lib/z/index.ts': "export { x } from './inner';\n",
      'src/lib/z/inner.ts': exportingX,
      'scripts/tool.ts': importing('../src/features/y/internal'),
      'scripts/lib/helper.ts': importing('@/features/y/server/load'),
      'bench/bench.ts': importing('../src/lib/z/inner'),
      'scripts/ok.ts': `${importing('../src/features/y')}${importing('../src/lib/z', 'z')}`,
    });
    expect(await violations()).toEqual([
      'tools-through-public-api: bench/bench.ts -> src/lib/z/inner.ts',
      'tools-through-public-api: scripts/lib/helper.ts -> src/features/y/server/load.ts',
      'tools-through-public-api: scripts/tool.ts -> src/features/y/internal.ts',
    ]);
  });

  it("hold a script's known reach-in to the internals it is named with", async () => {
    write({
      'src/lib/clock/index.ts': "export { x } from './london';\n",
      'src/lib/clock/london.ts': exportingX,
      'src/lib/clock/sweep-instants.ts': exportingX,
      'scripts/clock-sweep.ts': `${importing('../src/lib/clock/sweep-instants')}${importing('../src/lib/clock/london', 'l')}`,
    });
    expect(await violations()).toEqual([
      'tools-through-public-api: scripts/clock-sweep.ts -> src/lib/clock/london.ts',
    ]);
  });

  it('keep test doubles (testing/ folders) to tests', async () => {
    write({
      ...featureY,
      'src/features/y/testing/double.ts': importing('../internal'),
      'src/features/y/testing/other-double.ts': importing('./double'),
      'src/features/y/double-user.ts': importing('./testing/double'),
      'src/features/y/y.test.ts': importing('./testing/double'),
      'src/features/y/y.int.test.ts': importing('./testing/double'),
      'src/features/y/y.test.tsx': importing('./testing/double'),
      'src/features/y/type-user.ts':
        "import type { X } from './testing/double';\nexport type T = X;\n",
      'scripts/testing/backend.ts': exportingX,
      'scripts/build.ts': importing('./testing/backend'),
      'e2e/journey.spec.ts': importing('../src/features/y/testing/double'),
    });
    expect(await violations()).toEqual([
      'test-doubles-in-tests-only: scripts/build.ts -> scripts/testing/backend.ts',
      'test-doubles-in-tests-only: src/features/y/double-user.ts -> src/features/y/testing/double.ts',
    ]);
  });

  it("keep the site's code off the tooling, but let its tests use it", async () => {
    write({
      'scripts/content/read-model.ts': exportingX,
      'src/lib/content/model.ts': importing('../../../scripts/content/read-model'),
      'src/lib/content/model.test.ts': importing('../../../scripts/content/read-model'),
    });
    expect(await violations()).toEqual([
      'src-without-tooling: src/lib/content/model.ts -> scripts/content/read-model.ts',
    ]);
  });
});

describe('no-circular', () => {
  it('finds a cycle through relative and @/ imports, an index file and a re-export', async () => {
    write({
      'src/lib/a.ts': importing('./b'),
      'src/lib/b.ts': "export { c as x } from '@/lib/c';\n",
      'src/lib/c/index.ts': "export { c } from './c';\n",
      'src/lib/c/c.ts': "import { value } from '@/lib/a';\nexport const c = value;\n",
      'src/lib/alone.ts': importing('./a'),
    });
    expect(await violations()).toEqual([
      'no-circular: src/lib/a.ts -> src/lib/b.ts -> src/lib/c/index.ts -> src/lib/c/c.ts -> src/lib/a.ts',
    ]);
  });

  it('does not count imports of types only, which leave nothing at run time', async () => {
    write({
      'src/lib/a.ts': "import type { B } from './b';\nexport type A = B;\nexport const x = 1;\n",
      'src/lib/b.ts': "import { x } from './a';\nexport type B = typeof x;\n",
      'src/lib/c.ts': "import { type D } from './d';\nexport const x: D = 1;\n",
      'src/lib/d.ts': "import { x } from './c';\nexport type D = typeof x;\n",
      'src/lib/e.ts': "export type { F } from './f';\nexport const x = 1;\n",
      'src/lib/f.ts': "import { x } from './e';\nexport type F = typeof x;\n",
    });
    expect(await violations()).toEqual([]);
  });

  it('counts import() and require(), and a module importing itself', async () => {
    write({
      'src/lib/a.ts': "export const load = () => import('./b');\n",
      'src/lib/b.js': "const { load } = require('./a');\nmodule.exports = load;\n",
      'src/lib/self.ts': "import * as me from './self';\nexport const self = me;\n",
    });
    expect(await violations()).toEqual([
      'no-circular: src/lib/a.ts -> src/lib/b.js -> src/lib/a.ts',
      'no-circular: src/lib/self.ts -> src/lib/self.ts',
    ]);
  });

  it('finds a cycle at run time beside a path through a type-only import', async () => {
    write({
      'src/lib/a.ts': importing('./b'),
      'src/lib/b.ts': `import type { X } from './c';\nexport type B = X;\n${importing('./d')}`,
      'src/lib/c.ts': `${importing('./a')}export type X = number;\n`,
      'src/lib/d.ts': importing('./a'),
    });
    expect(await violations()).toEqual([
      'no-circular: src/lib/b.ts -> src/lib/d.ts -> src/lib/a.ts -> src/lib/b.ts',
    ]);
  });

  it('finds a cycle in scripts/ too', async () => {
    write({
      'scripts/lib/one.ts': importing('./two'),
      'scripts/lib/two.ts': importing('./one'),
    });
    expect(await violations()).toEqual([
      'no-circular: scripts/lib/one.ts -> scripts/lib/two.ts -> scripts/lib/one.ts',
    ]);
  });
});

import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// The import boundaries of STYLE.md 1-2, proven by linting small files placed in src/ for the
// duration of the test. ESLint runs once, as a separate process, exactly as `npm run lint` runs it.
const tag = `boundary-fixture-${process.pid}`;

const cases = {
  libImportsFeature: {
    file: `src/lib/${tag}/example.ts`,
    code: "import { errorPageMessages } from '@/features/shell';\nexport const m = errorPageMessages;\n",
  },
  blockUsesFeatureIndex: {
    file: `src/blocks/${tag}/example.tsx`,
    code: "import { ErrorPage } from '@/features/shell';\nexport const E = ErrorPage;\n",
  },
  blockUsesFeatureInternals: {
    file: `src/blocks/${tag}/internals.tsx`,
    code: "import { ErrorPage } from '@/features/shell/components/error-page';\nexport const E = ErrorPage;\n",
  },
  componentUsesServerCode: {
    file: `src/features/shell/components/${tag}.tsx`,
    code: "import { getDatabase } from '@/lib/db';\nexport const d = getDatabase;\n",
  },
  blockUsesServerCode: {
    file: `src/blocks/${tag}/uses-db.tsx`,
    code: "import { getDatabase } from '@/lib/db';\nexport const d = getDatabase;\n",
  },
  blockLoaderUsesServerCode: {
    file: `src/blocks/${tag}/example.server.ts`,
    code: "import { getDatabase } from '@/lib/db';\nexport const d = getDatabase;\n",
  },
  tileDefinition: {
    file: `src/blocks/${tag}/example.tile.server.ts`,
    code: "import { getLogger } from '@/lib/log';\nexport const exampleTile = { log: getLogger };\n",
  },
  blockUsesTileDefinition: {
    file: `src/blocks/${tag}/example-block.tsx`,
    code: "import { exampleTile } from './example.tile.server';\nexport const t = exampleTile;\n",
  },
  registryTestUsesServerHalf: {
    file: `src/registry/${tag}.test.tsx`,
    code: "import { prepareTiles } from './prepare-tiles.server';\nexport const p = prepareTiles;\n",
  },
  registryImportsTemplate: {
    file: `src/registry/${tag}-template.ts`,
    code: "import { ContentPage } from '@/templates';\nexport const C = ContentPage;\n",
  },
  blockTestUsesFeatureTestDouble: {
    file: `src/blocks/${tag}/example.test.tsx`,
    code: "import { testMenu } from '@/features/menus/testing/test-menu';\nexport const m = testMenu;\n",
  },
  pageUsesServerCode: {
    file: `src/pages/${tag}.tsx`,
    code: "import { getDatabase } from '@/lib/db';\nexport const d = getDatabase;\n",
  },
  componentUsesNextLink: {
    file: `src/features/shell/components/${tag}-next-link.tsx`,
    code: "import NextLink from 'next/link';\nexport const L = NextLink;\n",
  },
  componentUsesSiteLink: {
    file: `src/features/shell/components/${tag}-link.tsx`,
    code: "import { Link } from '@/lib/ui';\nexport const L = Link;\n",
  },
};

type CaseName = keyof typeof cases;
let rulesBroken: Record<CaseName, string[]>;

beforeAll(async () => {
  for (const { file, code } of Object.values(cases)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, code);
  }
  try {
    const files = Object.values(cases).map((c) => c.file);
    const { stdout } = await promisify(execFile)('node_modules/.bin/eslint', [
      '--format',
      'json',
      '--no-warn-ignored',
      ...files,
    ]).catch((error: { stdout: string }) => error); // eslint exits 1 when it finds problems
    const results = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string }[] }[];
    rulesBroken = Object.fromEntries(
      Object.entries(cases).map(([name, { file }]) => {
        const result = results.find((r) => r.filePath === path.resolve(file));
        return [name, result ? result.messages.map((m) => m.ruleId) : ['not linted']];
      }),
    ) as Record<CaseName, string[]>;
  } finally {
    for (const { file } of Object.values(cases)) rmSync(file, { force: true });
    rmSync(`src/lib/${tag}`, { recursive: true, force: true });
    rmSync(`src/blocks/${tag}`, { recursive: true, force: true });
  }
}, 60_000);

describe('eslint import boundaries', () => {
  it('keeps lib at the bottom: lib cannot import a feature', () => {
    expect(rulesBroken.libImportsFeature).toContain('import/no-restricted-paths');
  });

  it('lets a block use a feature through its index.ts', () => {
    expect(rulesBroken.blockUsesFeatureIndex).toEqual([]);
  });

  it("refuses a feature's internals from outside it", () => {
    expect(rulesBroken.blockUsesFeatureInternals).toEqual(
      expect.arrayContaining(['no-restricted-imports']),
    );
  });

  it('keeps server code out of components', () => {
    expect(rulesBroken.componentUsesServerCode).toContain('import/no-restricted-paths');
  });

  it('keeps server code out of blocks, but lets their *.server.ts loaders use it', () => {
    expect(rulesBroken.blockUsesServerCode).toContain('import/no-restricted-paths');
    expect(rulesBroken.blockLoaderUsesServerCode).toEqual([]);
  });

  it("keeps a tile's definition (schema, fixture, loader) out of its block", () => {
    expect(rulesBroken.tileDefinition).toEqual([]);
    expect(rulesBroken.blockUsesTileDefinition).toContain('import/no-restricted-paths');
  });

  it('lets a test put the server half of the registry beside the blocks', () => {
    expect(rulesBroken.registryTestUsesServerHalf).toEqual([]);
  });

  it('keeps the registry below the page templates: it cannot import one', () => {
    expect(rulesBroken.registryImportsTemplate).toContain('import/no-restricted-paths');
  });

  it("lets a test use a feature's test doubles (its testing/ folder)", () => {
    expect(rulesBroken.blockTestUsesFeatureTestDouble).toEqual([]);
  });

  it('lets a page use server code (for getServerSideProps)', () => {
    expect(rulesBroken.pageUsesServerCode).toEqual([]);
  });

  it("sends links through the site's Link (idle prefetch, spec 1 §9), never next/link", () => {
    expect(rulesBroken.componentUsesNextLink).toContain('no-restricted-imports');
    expect(rulesBroken.componentUsesSiteLink).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFeatureReachIns, findImportCycles, runtimeImports } from './import-graph';

// Each test writes a small src/ of its own.
let dir: string;
const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), code);
};
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('findImportCycles', () => {
  it('finds a cycle through relative and @/ imports, an index file and a re-export', () => {
    write('lib/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('lib/b.ts', "export { c as b } from '@/features/c';\n");
    write('features/c/index.ts', "export { c } from './c';\n");
    write('features/c/c.tsx', "import { a } from '@/lib/a';\nexport const c = () => a;\n");
    write('lib/alone.ts', "import { a } from './a';\nexport const alone = a;\n");
    expect(findImportCycles(dir)).toEqual([
      ['features/c/c.tsx', 'features/c/index.ts', 'lib/a.ts', 'lib/b.ts'],
    ]);
  });

  it('does not count imports of types only, which leave nothing at run time', () => {
    write('a.ts', "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n");
    write('b.ts', "import { a } from './a';\nexport type B = typeof a;\n");
    write('c.ts', "import { type D } from './d';\nexport const c: D = 1;\n");
    write('d.ts', "import { c } from './c';\nexport type D = typeof c;\n");
    expect(findImportCycles(dir)).toEqual([]);
  });

  it('counts import() and require(), and a module importing itself', () => {
    write('a.ts', "export const load = () => import('./b');\n");
    write('b.js', "const { load } = require('./a');\nmodule.exports = load;\n");
    write('self.ts', "import * as me from './self';\nexport const self = me;\n");
    expect(findImportCycles(dir)).toEqual([['a.ts', 'b.js'], ['self.ts']]);
  });

  it('reads the specifiers of every kind of import', () => {
    const code = [
      "import x from 'package';",
      "import './side-effect';",
      "import { type T, v } from './mixed';",
      "export * from './all';",
      "export type { U } from './types-only';",
      "const lazy = import('./lazy');",
    ].join('\n');
    expect(runtimeImports('f.ts', code)).toEqual([
      'package',
      './side-effect',
      './mixed',
      './all',
      './lazy',
    ]);
  });
});

describe('findFeatureReachIns', () => {
  it("finds a layer or another feature reaching past a feature's index.ts or server.ts", () => {
    write('features/shell/index.ts', "export { ErrorPage } from './components/error-page';\n");
    write('features/shell/server.ts', "export { loadShell } from './server/load-shell';\n");
    write('features/shell/components/error-page.tsx', 'export const ErrorPage = 1;\n');
    write(
      'features/shell/server/load-shell.ts',
      "import { ErrorPage } from '../components/error-page';\nexport const loadShell = ErrorPage;\n",
    );
    write(
      'blocks/hero/hero.tsx',
      "import { ErrorPage } from '@/features/shell';\nexport const h = ErrorPage;\n",
    );
    write(
      'registry/page.server.ts',
      "import { loadShell } from '@/features/shell/server';\nexport const p = loadShell;\n",
    );
    write(
      'blocks/bad/bad.tsx',
      "import { ErrorPage } from '../../features/shell/components/error-page';\nexport const b = ErrorPage;\n",
    );
    write(
      'features/offers/offer.ts',
      "import { loadShell } from '../shell/server/load-shell';\nexport const o = loadShell;\n",
    );
    write(
      'app.test.ts',
      "import { ErrorPage } from './features/shell/components/error-page';\nexport const t = ErrorPage;\n",
    );
    expect(findFeatureReachIns(dir)).toEqual([
      'blocks/bad/bad.tsx -> features/shell/components/error-page.tsx',
      'features/offers/offer.ts -> features/shell/server/load-shell.ts',
    ]);
  });
});

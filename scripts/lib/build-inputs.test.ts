import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInputsHash, isBuildCurrent, markBuildCurrent } from './build-inputs';

describe('build inputs', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'tavola-build-'));
    write('src/pages/index.tsx', 'export default 1;');
    write('next.config.js', 'module.exports = {};');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes when a source file changes, and not when a test changes', () => {
    const before = buildInputsHash(root);
    write('src/pages/index.test.tsx', 'test');
    expect(buildInputsHash(root)).toBe(before);
    write('src/pages/index.tsx', 'export default 2;');
    expect(buildInputsHash(root)).not.toBe(before);
  });

  it('counts a build as current only once marked, and until a source changes', () => {
    write('.next/BUILD_ID', 'abc');
    expect(isBuildCurrent(root)).toBe(false);
    markBuildCurrent(root);
    expect(isBuildCurrent(root)).toBe(true);
    write('next.config.js', 'module.exports = { poweredByHeader: false };');
    expect(isBuildCurrent(root)).toBe(false);
  });
});

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

  it('changes when a variable the build bakes in changes, and not for run-time ones', () => {
    const env = { PORT: '3000', GTM_ID: 'GTM-AB12CD3', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' };
    const before = buildInputsHash(root, env);
    expect(buildInputsHash(root, { ...env, PORT: '3001', DATABASE_URL: 'postgres://db/x' })).toBe(
      before,
    );
    for (const change of [
      { GTM_ID: 'GTM-ZZ99' },
      { GTM_ID: undefined },
      { GTM_ORIGIN: 'http://127.0.0.1:3199' },
      { PAYMENT_GATEWAY: 'braintree' },
      { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'another-key' },
      { NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'maps-key' },
    ]) {
      expect(buildInputsHash(root, { ...env, ...change })).not.toBe(before);
    }
    // An empty value is unset, as in the configuration.
    expect(buildInputsHash(root, { ...env, PAYMENT_GATEWAY: '' })).toBe(before);
  });

  it('counts a build as current until GTM_ID changes', () => {
    write('.next/BUILD_ID', 'abc');
    markBuildCurrent(buildInputsHash(root, { GTM_ID: 'GTM-AB12CD3' }), root);
    expect(isBuildCurrent(root, { GTM_ID: 'GTM-AB12CD3', PORT: '80' })).toBe(true);
    expect(isBuildCurrent(root, { GTM_ID: 'GTM-TEST123' })).toBe(false);
    expect(isBuildCurrent(root, {})).toBe(false);
  });

  it('counts a build as current only once marked, and until a source changes', () => {
    write('.next/BUILD_ID', 'abc');
    expect(isBuildCurrent(root)).toBe(false);
    markBuildCurrent(buildInputsHash(root), root);
    expect(isBuildCurrent(root)).toBe(true);
    write('next.config.js', 'module.exports = { poweredByHeader: false };');
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('builds again a source edited while the last build ran', () => {
    write('.next/BUILD_ID', 'abc');
    const asTheBuildStarted = buildInputsHash(root);
    write('src/pages/index.tsx', 'export default 2;');
    markBuildCurrent(asTheBuildStarted, root);
    expect(isBuildCurrent(root)).toBe(false);
  });
});

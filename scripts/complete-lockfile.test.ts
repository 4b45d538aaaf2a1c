import { platformOf } from './complete-lockfile';

describe('platformOf', () => {
  it.each([
    ['@next/swc-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@next/swc-win32-x64-msvc', { os: ['win32'], cpu: ['x64'] }],
    [
      '@unrs/resolver-binding-linux-arm-musleabihf',
      { os: ['linux'], cpu: ['arm'], libc: ['musl'] },
    ],
    [
      '@unrs/resolver-binding-linux-riscv64-gnu',
      { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
    ],
    ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
  ])('reads the platform of %s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it('refuses a package that is not a platform binary', () => {
    expect(platformOf('left-pad')).toBeUndefined();
  });
});

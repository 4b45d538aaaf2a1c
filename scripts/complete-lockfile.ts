// `npm run lockfile:complete`: after any dependency change, run this once.
//
// The registry this project is built against serves only some platforms' native binaries
// (@next/swc-darwin-arm64 answers 404, for example), so `npm install` cannot record them in
// package-lock.json, and `npm ci` then refuses the lockfile as "Missing: ... from lock file".
// This adds each missing platform-only optional package with its os, cpu and libc, so that npm on
// every machine skips the ones that are not its own, exactly as it would with a complete lockfile.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64'];
const systems = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'];

/** Reads the platform from a binary package's name, such as `swc-linux-arm-musleabihf`. */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()!.split('-');
  const os = systems.find((system) => parts.includes(system));
  const cpu = cpus.find((c) => parts.includes(c));
  if (!os || !cpu) return undefined;
  const last = parts.at(-1)!;
  const libc = last.startsWith('musl') ? ['musl'] : last.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(os === 'linux' && libc ? { libc } : {}) };
}

/** The packages `npm ci` reports missing; their version is unknown to it, since it cannot fetch them. */
function missingFromLock(): string[] {
  let output = '';
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { stdio: 'pipe' });
  } catch (error) {
    output = String((error as { stderr: Buffer }).stderr);
  }
  return [...output.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g)].map((m) => m[1]!);
}

function main() {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const missing = missingFromLock();
  for (const name of missing) {
    const platform = platformOf(name);
    const parent = Object.values(lock.packages).find((p) => p.optionalDependencies?.[name]);
    const version = parent?.optionalDependencies?.[name];
    // Only exact versions of platform binaries are filled in; anything else needs a person.
    if (!platform || !version || !/^\d+\.\d+\.\d+$/.test(version)) {
      throw new Error(`${name} is missing from the lockfile and is not a pinned platform binary`);
    }
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(parent?.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${missing.length} platform-only optional packages`);
}

if (require.main === module) main();

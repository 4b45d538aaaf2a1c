// `npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]`: where a site process spent its CPU (a
// profile written with BENCH_CPU_PROF, see site.ts): self time by function and by package.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who a script belongs to: the package under node_modules, Next's compiled copies, or the site. */
export function owner(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node';
  const compiled = /next\/dist\/compiled\/([^/]+)/.exec(url);
  if (compiled) return `next (compiled ${compiled[1]})`;
  const modules = url.split('node_modules/');
  if (modules.length > 1) {
    const rest = modules.at(-1)!.split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.includes('.next/standalone/.next/server/')) return 'the site (its server bundle)';
  return url;
}

function main() {
  const [file, topArg] = process.argv.slice(2);
  if (!file) throw new Error('Usage: tsx bench/cpu-profile.ts <file.cpuprofile> [top]');
  const top = Number(topArg ?? 25);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...self.values()].reduce((sum, us) => sum + us, 0);
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us);
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\.next\//, '.next/')}:${lineNumber + 1}`
      : '';
    add(byFunction, `${functionName || '(anonymous)'} ${where}`.trim(), us);
    add(byOwner, owner(url), us);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(
        `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
      );
    }
  };
  console.log(`${(total / 1e6).toFixed(1)} s of samples in ${file}`);
  print('Self time by owner:', byOwner);
  print('Self time by function:', byFunction);
}

if (require.main === module) main();

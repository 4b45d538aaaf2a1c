// `npm run lint`'s import checks that ESLint was slow at (scripts/lib/import-graph.ts): no import
// cycles among the modules of src/, and every feature reached only through its index.ts or
// server.ts. Lists what breaks either and fails.
import { findFeatureReachIns, findImportCycles } from './lib/import-graph';

let failed = false;
const cycles = findImportCycles('src');
if (cycles.length > 0) {
  failed = true;
  console.error(`Import cycles in src/ (${cycles.length}): each group imports itself round.`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' -> ')}`);
}
const reachIns = findFeatureReachIns('src');
if (reachIns.length > 0) {
  failed = true;
  console.error(
    `Features used past their index.ts or server.ts (${reachIns.length}): import the feature itself.`,
  );
  for (const reachIn of reachIns) console.error(`  ${reachIn}`);
}
if (failed) process.exit(1);
console.log('Imports of src/: no cycles, every feature through its index.ts or server.ts.');

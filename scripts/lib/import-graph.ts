import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph of src/, read once (TypeScript's parser), for the two import rules ESLint was
// slow at (STYLE.md 1-2): no import cycles, and a feature reached only through its index.ts or
// server.ts. ESLint's import/no-cycle re-walked the graph from every file, and its
// no-restricted-paths zones for each feature resolved every import once per feature: together
// most of `npm run lint`'s ten minutes. Here both take a second or two; `npm run lint` runs them
// after ESLint (scripts/check-imports.ts). ESLint keeps the one-way layers and the server/client
// split, which it checks quickly.

/** Source files the graph is made of. */
const sourceFile = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
/** What a module specifier may leave off, in the order TypeScript tries them. */
const suffixes = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => sourceFile.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

/**
 * The module specifiers a file imports at run time: static imports and re-exports (not those of
 * types only, which leave nothing behind), `import()` and `require()`.
 */
export function runtimeImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!typeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const dynamic =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require');
      if (dynamic && first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'`
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function typeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** The file a specifier names, for `@/…` (the `src` folder) and relative paths; else null. */
function resolve(specifier: string, from: string, srcDir: string, known: Set<string>) {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const suffix of suffixes) {
    const candidate = base + suffix;
    if (known.has(candidate)) return candidate;
  }
  // `./x.js` naming `x.ts`, as TypeScript allows.
  const withoutJs = base.replace(/\.js$/, '');
  for (const suffix of ['.ts', '.tsx']) {
    if (known.has(withoutJs + suffix)) return withoutJs + suffix;
  }
  return null;
}

/** Every module under `srcDir` (absolute paths) and the modules each imports at run time. */
export function importGraph(srcDir: string): { root: string; edges: Map<string, string[]> } {
  const root = path.resolve(srcDir);
  const files = filesUnder(root);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolve(specifier, file, root, known))
      .filter((target): target is string => target !== null);
    edges.set(file, [...new Set(targets)]);
  }
  return { root, edges };
}

/**
 * Every import cycle among the modules under `srcDir`, each as the files of one strongly connected
 * component (relative to `srcDir`, sorted), the cycles sorted too. None is the answer we want.
 */
export function findImportCycles(srcDir: string): string[][] {
  const { root, edges } = importGraph(srcDir);
  return stronglyConnected([...edges.keys()], edges)
    .filter(
      (component) => component.length > 1 || edges.get(component[0]!)!.includes(component[0]!),
    )
    .map((component) => component.map((file) => path.relative(root, file)).sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * Every import of a feature's inner module (`src/features/{name}/...` other than its index.ts and
 * server.ts) from a layer outside that feature (lib, blocks, registry, pages or another feature),
 * as `importer -> imported` relative to `srcDir`. Files at the top of src/ (the app-wide tests,
 * the proxy) are not in a layer.
 */
export function findFeatureReachIns(srcDir: string): string[] {
  const { root, edges } = importGraph(srcDir);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const featureOf = (file: string) => /^features\/([^/]+)\//.exec(relative(file))?.[1] ?? null;
  const entry = /^features\/[^/]+\/(index|server)\.tsx?$/;
  const found: string[] = [];
  for (const [file, targets] of edges) {
    for (const target of targets) {
      const feature = featureOf(target);
      const inLayer = /^(lib|blocks|registry|pages|features)\//.test(relative(file));
      if (feature && inLayer && featureOf(file) !== feature && !entry.test(relative(target))) {
        found.push(`${relative(file)} -> ${relative(target)}`);
      }
    }
  }
  return found.sort();
}

/** Tarjan's strongly connected components, iteratively (a deep import chain needs no stack). */
function stronglyConnected(nodes: string[], edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

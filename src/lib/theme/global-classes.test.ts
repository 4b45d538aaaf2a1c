import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileStylesheet, globalStylesheet } from './testing/compile-stylesheet';

/**
 * global.scss builds only the parts of Bootstrap the site uses. Every Bootstrap class the code
 * names must be among them: a class that styles nothing (a card without its border, a spinner
 * that does not spin) is a bug no other test sees.
 */
const classesOf = (file: string) =>
  new Set([...compileStylesheet(file).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!));
const bootstrap = classesOf(path.join(process.cwd(), 'node_modules/bootstrap/scss/bootstrap.scss'));
const ours = classesOf(globalStylesheet);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/**
 * The classes the code names: each word of a `className`, and each hyphenated word of any other
 * string (a class list kept in a constant), with `${...}` parts left out. A lone word outside a
 * className ('card', 'modal') is too often plain English to count.
 */
function namedClasses(): Map<string, string> {
  const named = new Map<string, string>();
  const strings = /(className\s*=\s*\{?\s*)?(?:'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`)/g;
  for (const file of sourceFiles(path.join(process.cwd(), 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(strings)) {
      const inClassName = match[1] !== undefined;
      const text = (match[2] ?? match[3] ?? match[4]!).replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) {
        if ((inClassName || word.includes('-')) && bootstrap.has(word) && !named.has(word)) {
          named.set(word, path.relative(process.cwd(), file));
        }
      }
    }
  }
  return named;
}

describe('the global stylesheet', () => {
  it('has every Bootstrap class the code names', () => {
    const named = namedClasses();
    expect(named.size).toBeGreaterThan(150);
    const missing = [...named].filter(([name]) => !ours.has(name)).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });

  it('leaves out the Bootstrap the code does not use', () => {
    // A utility's breakpoint variants only where the code uses one, and no print variants.
    expect(ours.has('mt-md-4')).toBe(true);
    expect(ours.has('mb-md-4')).toBe(false);
    expect(ours.has('d-print-none')).toBe(false);
    // Parts of Bootstrap the site has no use for.
    for (const unused of [
      'user-select-none',
      'link-primary',
      'table-primary',
      'btn-warning',
      'is-valid',
    ]) {
      expect({ unused, built: ours.has(unused) }).toEqual({ unused, built: false });
    }
  });
});

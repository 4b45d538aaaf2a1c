import path from 'node:path';
import { compile, Logger } from 'sass';

/**
 * A stylesheet compiled as the build compiles it (Bootstrap from node_modules, the theme's own
 * partials beside global.scss), its comments and @charset left out, for tests that read its rules.
 * Bootstrap's own deprecation warnings are no test's concern: the logger is silent.
 */
export function compileStylesheet(file: string): string {
  return compile(file, {
    loadPaths: [path.join(process.cwd(), 'node_modules'), path.join(__dirname, '..')],
    quietDeps: true,
    logger: Logger.silent,
  })
    .css.replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@charset[^;]*;/, '');
}

/** The site's global stylesheet, src/lib/theme/global.scss. */
export const globalStylesheet = path.join(__dirname, '..', 'global.scss');

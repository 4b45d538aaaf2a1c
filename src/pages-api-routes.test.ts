import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every API route is a thin file over apiHandler (STYLE 8), and tells Next.js to leave the body to
 * it: Next's own parser answers bad JSON and big bodies in plain text, outside the error contract.
 * Next.js reads `config` from the route module itself, so each file must say it.
 */
const apiDir = path.join(process.cwd(), 'src/pages/api');
const routes = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => [file, readFileSync(path.join(apiDir, file), 'utf8')] as const);

describe('API route files', () => {
  it('are all found', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it.each(routes)('%s answers through apiHandler', (_file, source) => {
    expect(source).toMatch(/^export default apiHandler\(/m);
  });

  it.each(routes)('%s leaves the body to apiHandler', (_file, source) => {
    expect(source).toContain('export const config = { api: { bodyParser: false } };');
  });
});

/** The query parameter that carries the dietary filters: ?diet=vegan,gluten-free. */
export const dietParam = 'diet';

// A tag code as editors write them (vegan, gluten-free); anything else in the URL is ignored.
const codePattern = /^[a-z0-9][a-z0-9-]{0,39}$/;
const maxCodes = 10;

/** The dietary filters in a query value (router.query.diet): valid codes, each once, in order. */
export function parseDiet(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const codes = raw
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => codePattern.test(code));
  return [...new Set(codes)].slice(0, maxCodes);
}

/** `?diet=a,b` for the codes, or nothing when there are none (for links to other menus). */
export function dietSearch(codes: readonly string[]): string {
  return codes.length > 0 ? `?${dietParam}=${codes.join(',')}` : '';
}

/**
 * A path (router.asPath) with its dietary filters set to `codes`: other query parameters and the
 * hash are kept; no codes removes the parameter. Commas stay readable in the shared URL.
 */
export function withDiet(path: string, codes: readonly string[]): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.delete(dietParam);
  const parts = [params.toString(), dietSearch(codes).slice(1)].filter(Boolean);
  return `${pathname}${parts.length > 0 ? `?${parts.join('&')}` : ''}${hash}`;
}

/** Adds a code to the filters, or takes it away if it is there. */
export function toggleCode(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
}

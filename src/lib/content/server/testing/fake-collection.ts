import {
  fieldValue,
  keyOf,
  linksOf,
  resourceOf,
  type ExportEntity,
  type Link,
  type SpaceView,
} from './fake-space';

/** An error the API answers with, in Contentful's format (see the fake server). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const invalidQuery = (message: string, details?: unknown) =>
  new ApiError(400, 'InvalidQuery', message, details);

/** The parameters every collection takes; anything else the fake does not know is refused. */
const common = new Set([
  'access_token',
  'limit',
  'skip',
  'order',
  'locale',
  'sys.id',
  'sys.id[in]',
]);

/** `GET .../entries` and `GET .../assets`: filtered, ordered, paged, with `includes` for entries. */
export function collection(view: SpaceView, kind: 'Entry' | 'Asset', params: URLSearchParams) {
  const locale = localeOf(view, params);
  const contentTypeId = params.get('content_type');
  const contentType = contentTypeId === null ? undefined : view.contentTypes.get(contentTypeId);
  if (contentTypeId !== null && !contentType) {
    throw invalidQuery('The query you sent was invalid.', {
      errors: [{ name: 'unknownContentType', value: contentTypeId }],
    });
  }

  let items = kind === 'Entry' ? view.entries : view.assets;
  if (contentType) items = items.filter((item) => item.sys.contentType?.sys.id === contentTypeId);
  for (const [key, value] of params) {
    if (common.has(key) || (kind === 'Entry' && (key === 'content_type' || key === 'include'))) {
      continue;
    }
    const field = /^fields\.([^.[\]]+)$/.exec(key)?.[1];
    if (kind === 'Entry' && field !== undefined) {
      const definition = contentType?.fields.find((candidate) => candidate.id === field);
      if (!definition) {
        throw invalidQuery(
          contentType
            ? `No field "${field}" in content type "${contentTypeId}".`
            : 'Filtering by fields needs a content_type.',
        );
      }
      items = items.filter((item) =>
        matches(fieldValue(view, item.fields[field], locale, definition), value),
      );
      continue;
    }
    throw invalidQuery(`The fake Delivery API does not support the "${key}" parameter.`);
  }
  const ids = params.get('sys.id[in]')?.split(',') ?? params.getAll('sys.id');
  if (params.has('sys.id') || params.has('sys.id[in]')) {
    items = items.filter((item) => ids.includes(item.sys.id));
  }

  const ordered = items
    .map((item) => ({ item, resource: resourceOf(view, item, locale) }))
    .sort(orderBy(params.get('order')));
  const skip = integer(params, 'skip', 0, Number.MAX_SAFE_INTEGER);
  const limit = integer(params, 'limit', 100, 1000);
  const page = ordered.slice(skip, skip + limit);
  const include = kind === 'Entry' ? integer(params, 'include', 1, 10) : 0;
  return {
    sys: { type: 'Array' },
    total: ordered.length,
    skip,
    limit,
    items: page.map(({ resource }) => resource),
    ...included(
      view,
      page.map(({ item }) => item),
      include,
      locale,
    ),
  };
}

/** `fields.x=value`: equal, or for an array field, one of its items equal. */
function matches(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => matches(item, wanted));
  if (typeof value === 'number') return value === Number(wanted);
  return (typeof value === 'string' || typeof value === 'boolean') && String(value) === wanted;
}

export function localeOf(view: SpaceView, params: URLSearchParams): string {
  const locale = params.get('locale') ?? view.defaultLocale;
  if (locale !== '*' && !view.locales.some((candidate) => candidate.code === locale)) {
    throw new ApiError(400, 'BadRequest', `Unknown locale: ${locale}`);
  }
  return locale;
}

function integer(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const text = params.get(name);
  if (text === null) return fallback;
  if (!/^\d+$/.test(text)) throw invalidQuery(`${name} must be a whole number of 0 or more.`);
  const value = Number(text);
  if (value > max) throw new ApiError(400, 'BadRequest', `${name} must be at most ${max}.`);
  return value;
}

/** The `order` parameter; by default the API's own: last published first, then by id. */
function orderBy(order: string | null) {
  const keys = (order ?? '-sys.updatedAt,sys.id').split(',').map((key) => ({
    path: key.replace(/^-/, '').split('.'),
    sign: key.startsWith('-') ? -1 : 1,
  }));
  type Served = { resource: object };
  const at = ({ resource }: Served, path: string[]) =>
    path.reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], resource);
  return (a: Served, b: Served) => {
    for (const { path, sign } of keys) {
      const [x, y] = [at(a, path), at(b, path)].map((value) => value ?? '') as [string, string];
      if (x !== y) return (x < y ? -1 : 1) * sign;
    }
    return 0;
  };
}

/**
 * `includes`: what the page's entries link to, level by level up to `include` levels, each once and
 * never an entry already in `items`; `errors` lists the links that no visible entity answers.
 */
function included(view: SpaceView, page: ExportEntity[], include: number, locale: string) {
  const seen = new Set(page.map((item) => keyOf(item.sys)));
  const found: ExportEntity[] = [];
  const unresolvable = new Map<string, Link>();
  let frontier = page;
  for (let level = 0; level < include && frontier.length > 0; level++) {
    const next: ExportEntity[] = [];
    for (const entity of frontier) {
      for (const link of linksOf(view, entity, locale)) {
        const key = keyOf(link.sys);
        const target = view.byKey.get(key);
        if (!target) unresolvable.set(key, link);
        else if (!seen.has(key)) {
          seen.add(key);
          next.push(target);
        }
      }
    }
    found.push(...next);
    frontier = next;
  }
  const of = (type: string) =>
    found.filter((entity) => entity.sys.type === type).map((e) => resourceOf(view, e, locale));
  const includes = { Entry: of('Entry'), Asset: of('Asset') };
  return {
    ...(found.length > 0 ? { includes } : {}),
    ...(unresolvable.size > 0
      ? {
          errors: [...unresolvable.values()].map((link) => ({
            sys: { id: 'notResolvable', type: 'error' },
            details: { type: 'Link', linkType: link.sys.linkType, id: link.sys.id },
          })),
        }
      : {}),
  };
}

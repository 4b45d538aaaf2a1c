// A space held in memory behind the part of Contentful's Management API that contentful-migration
// uses: it answers the library's reads (content types, editor interfaces, entries, locales, tags)
// and applies its writes (PUT and DELETE of content types, editor interfaces and entries, and their
// publishing) with the API's version checks, so a migration runs through the real library offline.

interface Sys {
  id: string;
  version: number;
  publishedVersion?: number;
  contentType?: { sys: { id: string } };
  [key: string]: unknown;
}
interface Entity {
  sys: Sys;
  fields?: unknown;
  [key: string]: unknown;
}
interface Request {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/** A Management API error, as the library tells a missing entity by its name. */
function notFound(url: string) {
  return Object.assign(new Error(`404 Not Found: ${url}`), { name: 'NotFound', status: 404 });
}

export interface FakeManagementApi {
  makeRequest: (request: Request) => Promise<unknown>;
  contentTypes: Map<string, Entity>;
  editorInterfaces: Map<string, Entity>;
  entries: Map<string, Entity>;
  /** Every write made, `PUT /entries/x`. */
  writes: string[];
}

export function fakeManagementApi(space: {
  locales: { code: string; default?: boolean }[];
  contentTypes: Entity[];
  entries: Entity[];
}): FakeManagementApi {
  const contentTypes = new Map(space.contentTypes.map((ct) => [ct.sys.id, structuredClone(ct)]));
  const entries = new Map(space.entries.map((entry) => [entry.sys.id, structuredClone(entry)]));
  // Contentful gives every content type an editor interface of its own once it is published.
  const editorInterfaceOf = (id: string): Entity => ({ sys: { id, version: 1 }, controls: [] });
  const editorInterfaces = new Map(
    [...contentTypes.keys()].map((id) => [id, editorInterfaceOf(id)]),
  );
  const writes: string[] = [];

  const page = (items: unknown[], query: URLSearchParams) => {
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 100);
    return { items: structuredClone(items.slice(skip, skip + limit)), total: items.length, skip };
  };

  function read(path: string, query: URLSearchParams): unknown {
    if (path === '/locales') return page(space.locales, query);
    if (path === '/tags') return page([], query);
    if (path === '/content_types') {
      const ids = query.get('sys.id[in]')?.split(',');
      return page(
        [...contentTypes.values()].filter((ct) => !ids || ids.includes(ct.sys.id)),
        query,
      );
    }
    if (path === '/entries') {
      const types = (
        query.get('sys.contentType.sys.id[in]') ??
        query.get('sys.contentType.sys.id') ??
        query.get('content_type')
      )?.split(',');
      const items = [...entries.values()]
        .filter((entry) => !types || types.includes(entry.sys.contentType!.sys.id))
        .sort((a, b) => (a.sys.id < b.sys.id ? -1 : 1));
      return page(items, query);
    }
    const entry = /^\/entries\/([^/]+)$/.exec(path);
    if (entry) return structuredClone(entries.get(entry[1]!)) ?? notFoundResult(path);
    const editor = /^\/content_types\/([^/]+)\/editor_interface$/.exec(path);
    if (editor) return structuredClone(editorInterfaces.get(editor[1]!)) ?? notFoundResult(path);
    const contentType = /^\/content_types\/([^/]+)$/.exec(path);
    if (contentType)
      return structuredClone(contentTypes.get(contentType[1]!)) ?? notFoundResult(path);
    throw new Error(`fakeManagementApi: no answer for GET ${path}`);
  }
  function notFoundResult(path: string): never {
    throw notFound(path);
  }

  /** The API refuses a write made against another version than the entity's own. */
  function checkVersion(request: Request, existing: Entity | undefined) {
    const given = Number(request.headers?.['X-Contentful-Version'] ?? 0);
    const current = existing?.sys.version ?? 0;
    if (given !== current) {
      throw new Error(
        `409 Version mismatch: ${request.method} ${request.url} at ${given}, is ${current}`,
      );
    }
  }

  function write(request: Request): unknown {
    writes.push(`${request.method} ${request.url}`);
    const [, kind, id, action] =
      /^\/(content_types|entries)\/([^/]+)(?:\/(\w+))?$/.exec(request.url) ?? [];
    const store = kind === 'entries' ? entries : contentTypes;
    if (!kind || !id)
      throw new Error(`fakeManagementApi: no answer for ${request.method} ${request.url}`);
    if (action === 'editor_interface') {
      checkVersion(request, editorInterfaces.get(id));
      const version = (editorInterfaces.get(id)?.sys.version ?? 0) + 1;
      editorInterfaces.set(id, { ...structuredClone(request.data), sys: { id, version } });
      return editorInterfaces.get(id);
    }
    const existing = store.get(id);
    checkVersion(request, existing);
    if (action === 'published') {
      if (!existing) throw notFound(request.url);
      if (request.method === 'DELETE') delete existing.sys.publishedVersion;
      else existing.sys.publishedVersion = existing.sys.version;
      existing.sys.version += 1;
      if (kind === 'content_types' && request.method !== 'DELETE') {
        // Publishing a content type makes its editor interface (the first time) or updates it.
        const editor = editorInterfaces.get(id);
        if (editor) editor.sys.version += 1;
        else editorInterfaces.set(id, editorInterfaceOf(id));
      }
      return existing;
    }
    if (request.method === 'DELETE') {
      store.delete(id);
      return undefined;
    }
    const data = structuredClone(request.data ?? {});
    delete data.sys;
    const sys: Sys = {
      ...(existing?.sys ?? { id }),
      id,
      version: (existing?.sys.version ?? 0) + 1,
    };
    if (kind === 'entries') {
      const typeId = String(
        request.headers?.['X-Contentful-Content-Type'] ?? existing?.sys.contentType?.sys.id,
      );
      sys.contentType = { sys: { id: typeId } };
    }
    store.set(id, { ...data, sys });
    if (kind === 'content_types') {
      // A field taken out of the content type takes its values out of every entry.
      const ids = new Set((data.fields as { id: string }[]).map((field) => field.id));
      for (const entry of entries.values()) {
        if (entry.sys.contentType!.sys.id !== id) continue;
        const fields = entry.fields as Record<string, unknown>;
        for (const key of Object.keys(fields)) if (!ids.has(key)) delete fields[key];
      }
    }
    return store.get(id);
  }

  return {
    contentTypes,
    editorInterfaces,
    entries,
    writes,
    async makeRequest(request) {
      const [path = '', search = ''] = request.url.split('?');
      if (request.method.toUpperCase() === 'GET') return read(path, new URLSearchParams(search));
      return write(request);
    },
  };
}

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, collection, localeOf } from './fake-collection';
import {
  readExportFile,
  resourceOf,
  viewOf,
  type ExportContentType,
  type ExportLocale,
  type SpaceExportData,
  type SpaceView,
} from './fake-space';

export interface FakeDeliveryApiOptions {
  /** The space export to serve: a file, or its contents. */
  exportFile?: string;
  space?: SpaceExportData;
  /** The Delivery API token: published content only. */
  deliveryToken: string;
  /** The Preview API token: drafts too. */
  previewToken: string;
  /** The space id and environment the paths must name (default "fake-space" and "master"). */
  spaceId?: string;
  environment?: string;
}

export interface FakeDeliveryApi {
  /** `127.0.0.1:<port>`, for the SDK's `host` (with `insecure: true`). */
  host: string;
  spaceId: string;
  environment: string;
  /** Every request received, in order. */
  requests: URL[];
  /**
   * An outage from now on: `hang` takes every request and never answers; a status answers every
   * request with it, in Contentful's error format; undefined serves again.
   */
  fail(fault: Fault | undefined): void;
  close(): Promise<void>;
}

/** How the fake fails: it never answers, or it answers with an error status (500-599). */
export type Fault = 'hang' | number;

/**
 * A local HTTP server that answers as Contentful's Delivery and Preview APIs do, from a space
 * export: what the `contentful` SDK requests (entries with their `includes`, assets, locales, the
 * space, content types), with the same authentication and error format. The contract suite points
 * the real SDK at it to compare the Contentful store with the local one.
 */
export async function startFakeDeliveryApi(
  options: FakeDeliveryApiOptions,
): Promise<FakeDeliveryApi> {
  const data = options.space ?? (options.exportFile && readExportFile(options.exportFile));
  if (!data) throw new Error('startFakeDeliveryApi needs an exportFile or a space');
  const spaceId = options.spaceId ?? 'fake-space';
  const environment = options.environment ?? 'master';
  const views = {
    published: viewOf(data, { spaceId, environment, preview: false }),
    preview: viewOf(data, { spaceId, environment, preview: true }),
  };
  const requests: URL[] = [];
  let fault: Fault | undefined;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    if (fault === 'hang') return; // the socket stays open, unanswered, until close()
    try {
      if (fault !== undefined) throw new ApiError(fault, 'ServerError', 'The fake API is down.');
      const token = tokenOf(req, url);
      const view =
        token === options.previewToken
          ? views.preview
          : token === options.deliveryToken
            ? views.published
            : undefined;
      if (!view) {
        throw new ApiError(
          401,
          'AccessTokenInvalid',
          'The access token you sent could not be found or is invalid.',
        );
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') throw notFound();
      send(res, 200, route(view, url));
    } catch (error) {
      // A bug of the fake answers as the API's own failures do, rather than crashing the test run.
      const failure =
        error instanceof ApiError ? error : new ApiError(500, 'ServerError', String(error));
      send(res, failure.status, {
        sys: { type: 'Error', id: failure.id },
        message: failure.message,
        ...(failure.details ? { details: failure.details } : {}),
        requestId: randomUUID(),
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    spaceId,
    environment,
    requests,
    fail: (next) => (fault = next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; close them so the server can stop.
        server.closeAllConnections();
      }),
  };
}

function route(view: SpaceView, url: URL): unknown {
  const [spaces, space, environments, environment, resource, id, ...rest] = url.pathname
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  if (spaces !== 'spaces' || space !== view.spaceId) throw notFound('Space', space);
  if (environments === undefined) return spaceResource(view);
  if (environments !== 'environments' || environment !== view.environment || rest.length > 0) {
    throw notFound('Environment', environment);
  }
  const params = url.searchParams;
  switch (resource) {
    case 'entries':
    case 'assets': {
      const kind = resource === 'entries' ? 'Entry' : 'Asset';
      if (id === undefined) return collection(view, kind, params);
      const entity = view.byKey.get(`${kind}!${id}`);
      if (!entity) throw notFound(kind, id, view);
      return resourceOf(view, entity, localeOf(view, params));
    }
    case 'content_types': {
      const types = [...view.contentTypes.values()].map((type) => contentTypeResource(view, type));
      if (id === undefined) return array(types);
      const type = types.find((candidate) => candidate.sys.id === id);
      if (!type) throw notFound('ContentType', id, view);
      return type;
    }
    case 'locales':
      if (id === undefined) return array(view.locales.map(localeResource));
  }
  throw notFound();
}

function tokenOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return url.searchParams.get('access_token');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'Content-Type': 'application/vnd.contentful.delivery.v1+json',
    'X-Contentful-Request-Id': randomUUID(),
  });
  res.end(JSON.stringify(body));
}

function notFound(type?: string, id?: string, view?: SpaceView) {
  const where = view ? { environment: view.environment, space: view.spaceId } : {};
  return new ApiError(
    404,
    'NotFound',
    'The resource could not be found.',
    type ? { type, id, ...where } : undefined,
  );
}

const array = (items: unknown[]) => ({
  sys: { type: 'Array' },
  total: items.length,
  skip: 0,
  limit: 1000,
  items,
});

const localeResource = (locale: ExportLocale) => ({
  code: locale.code,
  name: locale.name ?? locale.code,
  default: Boolean(locale.default),
  fallbackCode: locale.fallbackCode ?? null,
  sys: { id: locale.code, type: 'Locale', version: 1 },
});

const spaceResource = (view: SpaceView) => ({
  sys: { type: 'Space', id: view.spaceId },
  name: view.spaceId,
  locales: view.locales.map(({ code, name, fallbackCode, ...locale }) => ({
    code,
    name: name ?? code,
    default: Boolean(locale.default),
    fallbackCode: fallbackCode ?? null,
  })),
});

function contentTypeResource(view: SpaceView, type: ExportContentType) {
  return {
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: view.spaceId } },
      id: type.sys.id,
      type: 'ContentType',
      environment: { sys: { type: 'Link', linkType: 'Environment', id: view.environment } },
      revision: 1,
    },
    name: type.name ?? type.sys.id,
    description: type.description ?? '',
    displayField: type.displayField ?? '',
    fields: type.fields,
  };
}

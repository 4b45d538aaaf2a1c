import {
  sendJson as send,
  startFakeService,
  type FakeService,
  type RecordedRequest,
} from '@/lib/http/testing/fake-service';

/** The one endpoint the fake answers: the account's media, with or without a version path. */
export type InstagramEndpoint = 'media';
export type InstagramRequest = RecordedRequest<InstagramEndpoint>;

/** A medium as Instagram keeps it: every field the API can give. */
export interface FakeMedium {
  id: string;
  caption?: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_url?: string;
  permalink?: string;
  thumbnail_url?: string;
  timestamp: string;
}

/** Instagram's answer to a token it cannot use (the Graph API's OAuthException, code 190). */
export const invalidTokenAnswer = {
  status: 400,
  body: {
    error: {
      message: 'Invalid OAuth access token - Cannot parse access token',
      type: 'OAuthException',
      code: 190,
      fbtrace_id: 'AbCdEfGh123',
    },
  },
};

/** Instagram's answer to a long-lived token past its 60 days (code 190, subcode 463). */
export const expiredTokenAnswer = {
  status: 400,
  body: {
    error: {
      message:
        'Error validating access token: Session has expired on Monday, 30-Nov-26 10:00:00 PST.',
      type: 'OAuthException',
      code: 190,
      error_subcode: 463,
      fbtrace_id: 'AxYz987',
    },
  },
};

const endpointOf = (path: string): InstagramEndpoint | null =>
  /^(?:\/v\d+\.\d+)?\/me\/media$/.test(path) ? 'media' : null;

/**
 * A local HTTP server answering as graph.instagram.com documents `GET /me/media` (also under a
 * version, `/v23.0/me/media`): `access_token` must be the fake's token (else a 400 OAuthException,
 * code 190); only the `fields` asked for are given (`id` always); `limit` media a page (25 by
 * default), newest first, with `paging.cursors` and, but on the last page, `paging.next`, the full
 * URL of the next page (`after` a cursor). The media are whatever the test gives, in its order.
 */
export async function startFakeInstagram(options: {
  accessToken: string;
  media: FakeMedium[];
}): Promise<FakeService<InstagramEndpoint>> {
  return startFakeService(endpointOf, (request, res) => {
    const { endpoint, method, query, path } = request;
    if (!endpoint) {
      return send(res, 400, {
        error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 },
      });
    }
    if (method !== 'GET') {
      return send(res, 400, {
        error: { message: 'Unsupported request', type: 'GraphMethodException', code: 100 },
      });
    }
    if (query.access_token !== options.accessToken) return send(res, 400, invalidTokenAnswer.body);

    const limit = Math.min(Number(query.limit ?? 25) || 25, 100);
    const start = query.after ? Number(Buffer.from(query.after, 'base64url').toString()) : 0;
    const fields = new Set(['id', ...(query.fields ?? 'id').split(',')]);
    const page = options.media.slice(start, start + limit);
    const data = page.map((medium) =>
      Object.fromEntries(Object.entries(medium).filter(([field]) => fields.has(field))),
    );
    const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
    const after = start + page.length;
    const next = new URL(`http://${request.headers.host}${path}`);
    for (const [name, value] of Object.entries({ ...query, after: cursor(after) })) {
      next.searchParams.set(name, value);
    }
    send(res, 200, {
      data,
      paging: {
        cursors: { before: cursor(start), after: cursor(after) },
        ...(after < options.media.length && { next: next.href }),
      },
    });
  });
}

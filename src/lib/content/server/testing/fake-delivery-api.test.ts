import { createClient } from 'contentful';
import { contractFixture } from './contract-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from './fake-delivery-api';

const deliveryToken = 'fake-delivery-token-0123456789';
const previewToken = 'fake-preview-token-0123456789';

type Body = {
  sys: { type: string; id?: string };
  total?: number;
  items?: { sys: Record<string, unknown>; fields: Record<string, unknown> }[];
  includes?: { Entry?: { sys: { id: string } }[]; Asset?: { sys: { id: string } }[] };
  errors?: { details: { id: string } }[];
};

describe('the fake Delivery API', () => {
  let api: FakeDeliveryApi;
  beforeAll(async () => {
    api = await startFakeDeliveryApi({
      space: await contractFixture(),
      deliveryToken,
      previewToken,
    });
  });
  afterAll(() => api.close());

  async function get(path: string, token = deliveryToken): Promise<[number, Body]> {
    const base = `http://${api.host}/spaces/${api.spaceId}/environments/master`;
    const response = await fetch(`${base}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return [response.status, (await response.json()) as Body];
  }
  const ids = (list?: { sys: { id: string } }[]) => (list ?? []).map((item) => item.sys.id).sort();

  it('answers a wrong token with 401 in Contentful error format', async () => {
    const [status, body] = await get('/entries', 'not-a-token');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: 'The access token you sent could not be found or is invalid.',
      requestId: expect.any(String),
    });
  });

  it('serves drafts to the preview token only', async () => {
    expect((await get('/entries/p-draft'))[0]).toBe(404);
    expect((await get('/entries/p-draft', previewToken))[0]).toBe(200);
    const [, published] = await get('/entries?content_type=page&order=sys.id');
    const [, preview] = await get('/entries?content_type=page&order=sys.id', previewToken);
    expect(published.total! + 2).toBe(preview.total); // a draft and a draft copy; never archived
  });

  it('serves entries in the default locale, with the sys of their published version', async () => {
    const [, body] = await get('/entries?content_type=page&fields.slug=about&include=0');
    expect(body.items).toEqual([
      {
        metadata: { tags: [], concepts: [] },
        sys: {
          space: { sys: { type: 'Link', linkType: 'Space', id: api.spaceId } },
          id: 'p-about',
          type: 'Entry',
          createdAt: '2026-01-01T10:00:00.000Z',
          updatedAt: '2026-02-01T10:00:00.000Z',
          environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
          publishedVersion: 5,
          revision: 2,
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } },
          locale: 'en-GB',
        },
        fields: {
          title: 'About us',
          slug: 'about',
          tiles: [{ sys: { type: 'Link', linkType: 'Entry', id: 't-hero' } }],
        },
      },
    ]);
  });

  it('includes linked entries and assets level by level, and lists unresolvable links', async () => {
    const home = '/entries?content_type=page&fields.slug=home';
    const [, none] = await get(`${home}&include=0`);
    expect(none.includes).toBeUndefined();
    const [, one] = await get(`${home}&include=1`);
    expect(ids(one.includes?.Entry)).toEqual(['t-hero', 't-slides', 't-text']);
    expect(ids(one.includes?.Asset)).toEqual([]);
    expect(one.errors?.map((error) => error.details.id).sort()).toEqual([
      'ghost-tile',
      'img-draft',
      't-draft',
    ]);
    const [, two] = await get(`${home}&include=2`);
    expect(ids(two.includes?.Entry)).toEqual([
      'nav-lunch',
      'p-about',
      't-hero',
      't-slide-1',
      't-slides',
      't-text',
    ]);
    expect(ids(two.includes?.Asset)).toEqual(['img-pizza']);
  });

  it('pages with skip and limit, and refuses what the API refuses', async () => {
    const [, page] = await get('/entries?content_type=tile&order=sys.id&skip=2&limit=3&include=0');
    expect(page).toMatchObject({ total: 9, skip: 2, limit: 3 });
    expect(page.items?.map((item) => item.sys.id)).toEqual(['t-loop-b', 't-slide-1', 't-slide-2']);
    expect((await get('/entries?limit=1001'))[0]).toBe(400);
    expect((await get('/entries?include=11'))[0]).toBe(400);
    expect((await get('/entries?fields.slug=home'))[0]).toBe(400);
    const [status, body] = await get('/entries?content_type=nope');
    expect([status, body.sys.id]).toEqual([400, 'InvalidQuery']);
  });

  it('answers the SDK: entries, an entry, assets, locales and the space', async () => {
    const client = createClient({
      space: api.spaceId,
      accessToken: deliveryToken,
      host: api.host,
      insecure: true,
      retryLimit: 0,
    });
    const entry = await client.getEntry('p-team', { include: 1 });
    expect((entry.fields.parent as { fields: { slug: string } }).fields.slug).toBe('about');
    expect((await client.getAsset('img-pizza')).fields.title).toBe('Pizza');
    expect((await client.getAssets()).total).toBe(2);
    expect((await client.getLocales()).items.find((locale) => locale.default)?.code).toBe('en-GB');
    expect((await client.getSpace()).sys.id).toBe(api.spaceId);
    await expect(client.getEntry('p-draft')).rejects.toThrow('could not be found');
  });

  it('fails on demand: it hangs, or answers an error status, until told to serve again', async () => {
    const url = `http://${api.host}/spaces/${api.spaceId}/environments/master/entries`;
    const headers = { Authorization: `Bearer ${deliveryToken}` };
    try {
      api.fail('hang');
      const hung = await fetch(url, { headers, signal: AbortSignal.timeout(300) }).catch(
        (error: Error) => error.name,
      );
      expect(hung).toBe('TimeoutError');
      api.fail(503);
      const down = await fetch(url, { headers });
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ sys: { type: 'Error', id: 'ServerError' } });
    } finally {
      api.fail(undefined);
    }
    expect((await fetch(url, { headers })).status).toBe(200);
  });
});

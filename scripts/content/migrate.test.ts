import { configFromEnv, managementApi, migrateSpace, stateEntryId, stateTypeId } from './migrate';
import { numberedScripts, readModel } from './read-model';
import { fakeManagementApi, type FakeManagementApi } from './testing/fake-management-api';
import { loadMigration, runMigration } from './testing/run-migration';

// `npm run content:migrate` (issue 34): every numbered migration through contentful-migration's own
// parser against a new space held in memory (fake-management-api.ts), whatever its default locale,
// with the record of what ran kept in the space, so a second run runs nothing.

jest.setTimeout(60_000);

const scripts = numberedScripts();
const emptySpace = (locale: string) =>
  fakeManagementApi({ locales: [{ code: locale, default: true }], contentTypes: [], entries: [] });

/** Runs `names` (all by default) as `npm run content:migrate` would; returns the scripts run. */
const migrate = (api: FakeManagementApi, names = scripts) =>
  migrateSpace({
    makeRequest: api.makeRequest,
    scripts: names,
    runScript: (name) => runMigration(api, loadMigration(name)),
  });

const recorded = (api: FakeManagementApi, locale: string) =>
  (api.entries.get(stateEntryId)!.fields as Record<string, Record<string, unknown>>).applied![
    locale
  ];

interface Field {
  id: string;
  defaultValue?: Record<string, unknown>;
  items?: Record<string, unknown>;
  [key: string]: unknown;
}
interface Type {
  sys: { id: string };
  name: string;
  description?: string;
  displayField: string;
  fields: Field[];
}

/**
 * The model as comparable across spaces and with the offline replay: each type's name,
 * description, display field and fields in their order, with what the API leaves out filled in,
 * and default values keyed `*` (after checking the key is the space's default locale).
 */
function comparable(types: Iterable<unknown>, locale: string) {
  return ([...types] as Type[])
    .filter((type) => type.sys.id !== stateTypeId)
    .sort((a, b) => (a.sys.id < b.sys.id ? -1 : 1))
    .map((type) => ({
      id: type.sys.id,
      name: type.name,
      description: type.description ?? '',
      displayField: type.displayField,
      fields: type.fields.map(({ defaultValue, items, ...field }) => ({
        localized: false,
        required: false,
        validations: [],
        disabled: false,
        omitted: false,
        ...field,
        ...(items ? { items: { validations: [], ...items } } : {}),
        ...(defaultValue
          ? {
              defaultValue: Object.fromEntries(
                Object.entries(defaultValue).map(([key, value]) => [
                  key === locale ? '*' : `not the default locale: ${key}`,
                  value,
                ]),
              ),
            }
          : {}),
      })),
    }));
}

const contentTypeWrites = (api: FakeManagementApi) =>
  api.writes.filter((write) => write.includes('/content_types'));

describe('npm run content:migrate', () => {
  it('builds the same model on a new en-US and a new en-GB space as the offline replay, and a second run changes nothing', async () => {
    const replayed = comparable(await readModel(), 'en-GB');
    for (const locale of ['en-US', 'en-GB']) {
      const api = emptySpace(locale);
      expect(await migrate(api)).toEqual(scripts);
      expect(recorded(api, locale)).toEqual(scripts);
      expect([locale, comparable(api.contentTypes.values(), locale)]).toEqual([locale, replayed]);

      const writes = api.writes.length;
      const model = structuredClone([...api.contentTypes.values()]);
      expect(await migrate(api)).toEqual([]);
      expect(api.writes.slice(writes)).toEqual([]);
      expect([...api.contentTypes.values()]).toEqual(model);
    }
    // Enough scripts set default values for the comparison to mean something.
    expect(JSON.stringify(replayed).match(/"defaultValue"/g)?.length).toBeGreaterThan(5);
  });

  it('records the state in one entry of its own content type, written at the version it has', async () => {
    const api = emptySpace('en-US');
    const log: string[] = [];
    await migrateSpace({
      makeRequest: api.makeRequest,
      scripts: ['01-a.js', '02-b.js'],
      runScript: async () => {},
      log: (line) => log.push(line),
    });
    expect(api.writes).toEqual([
      `PUT /content_types/${stateTypeId}`,
      `PUT /content_types/${stateTypeId}/published`,
      `PUT /entries/${stateEntryId}`,
      `PUT /entries/${stateEntryId}`,
    ]);
    const type = api.contentTypes.get(stateTypeId)!;
    expect(type).toMatchObject({
      displayField: 'name',
      description: expect.stringMatching(/^Not content/),
    });
    expect(type.sys.publishedVersion).toBeDefined();
    expect(api.entries.get(stateEntryId)!.sys).toMatchObject({
      version: 2,
      contentType: { sys: { id: stateTypeId } },
    });
    expect(recorded(api, 'en-US')).toEqual(['01-a.js', '02-b.js']);
    expect(log).toContain('Recorded 02-b.js');
  });

  it('stops at a script that fails, does not record it, and starts from it on the next run', async () => {
    const api = emptySpace('en-GB');
    const names = ['01-a.js', '02-b.js', '03-c.js'];
    const calls: string[] = [];
    let fail = true;
    const runScript = async (name: string) => {
      calls.push(name);
      if (name === '02-b.js' && fail) throw new Error('02 failed');
    };
    const run = () => migrateSpace({ makeRequest: api.makeRequest, scripts: names, runScript });
    await expect(run()).rejects.toThrow('02 failed');
    expect(calls).toEqual(['01-a.js', '02-b.js']);
    expect(recorded(api, 'en-GB')).toEqual(['01-a.js']);

    fail = false;
    calls.length = 0;
    expect(await run()).toEqual(['02-b.js', '03-c.js']);
    expect(calls).toEqual(['02-b.js', '03-c.js']);
    expect(recorded(api, 'en-GB')).toEqual(names);
    expect(contentTypeWrites(api)).toHaveLength(2); // its content type, made once
  });

  it('keeps the record between runs: after the scripts up to 10, a later run runs 11 onwards only', async () => {
    const api = emptySpace('en-US');
    const upTo10 = scripts.filter((name) => Number(name.slice(0, 2)) <= 10);
    expect(upTo10).toHaveLength(10);
    expect(await migrate(api, upTo10)).toEqual(upTo10);
    expect(await migrate(api)).toEqual(scripts.slice(10));
    expect(comparable(api.contentTypes.values(), 'en-US')).toEqual(
      comparable(await readModel(), 'en-GB'),
    );
  });

  it('records the scripts a space ran before the record existed, without running them, with --record-through', async () => {
    const api = emptySpace('en-GB');
    const upTo10 = scripts.filter((name) => Number(name.slice(0, 2)) <= 10);
    for (const name of upTo10) await runMigration(api, loadMigration(name)); // the old shell loop
    expect(await migrate(api).catch((error: Error) => error.message)).toMatch(/already exists/);

    const ran = await migrateSpace({
      makeRequest: api.makeRequest,
      scripts,
      runScript: (name) => runMigration(api, loadMigration(name)),
      recordThrough: 10,
    });
    expect(ran).toEqual(scripts.slice(10));
    expect(recorded(api, 'en-GB')).toEqual(scripts);
  });
});

describe('the command line', () => {
  it('names the variables it lacks, and never the token', () => {
    expect(() => configFromEnv({ CONTENTFUL_MANAGEMENT_TOKEN: 'secret-token' })).toThrow(
      /needs CONTENTFUL_SPACE_ID(?![\s\S]*secret-token)/,
    );
    expect(() => configFromEnv({})).toThrow(
      'needs CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN',
    );
    expect(
      configFromEnv({
        CONTENTFUL_SPACE_ID: 'space',
        CONTENTFUL_MANAGEMENT_TOKEN: 'token',
        CONTENTFUL_MANAGEMENT_HOST: 'api.eu.contentful.com',
      }),
    ).toEqual({
      spaceId: 'space',
      environmentId: 'master',
      accessToken: 'token',
      host: 'api.eu.contentful.com',
    });
  });

  it("calls the Management API of the space's environment with the token and the version header", async () => {
    const fetchImpl = jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ sys: { id: 'x', version: 3 } }), { status: 200 }),
    );
    const makeRequest = managementApi(
      {
        spaceId: 'sp',
        environmentId: 'staging',
        accessToken: 'tok',
        host: 'api.eu.contentful.com',
      },
      fetchImpl as typeof fetch,
    );
    expect(
      await makeRequest({
        method: 'PUT',
        url: '/entries/x',
        headers: { 'X-Contentful-Version': 2 },
        data: { fields: {} },
      }),
    ).toEqual({ sys: { id: 'x', version: 3 } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://api.eu.contentful.com/spaces/sp/environments/staging/entries/x');
    expect(init).toMatchObject({
      method: 'PUT',
      headers: {
        Authorization: 'Bearer tok',
        'Content-Type': 'application/vnd.contentful.management.v1+json',
        'X-Contentful-Version': '2',
      },
      body: '{"fields":{}}',
    });

    fetchImpl.mockResolvedValueOnce(new Response('{"message":"gone"}', { status: 404 }));
    await expect(makeRequest({ method: 'GET', url: '/entries/y' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

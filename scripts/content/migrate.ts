// `npm run content:migrate`, with CONTENTFUL_SPACE_ID, CONTENTFUL_MANAGEMENT_TOKEN and optionally
// CONTENTFUL_ENVIRONMENT (master) and CONTENTFUL_MANAGEMENT_HOST (api.eu.contentful.com for the EU).
//
// Runs the numbered scripts of contentful-migrations/ that the space has not run yet, in order,
// each with contentful-migration, and records each in the space once it has run (issue 34). The
// record is the space's own: the entry `tavolaMigrations` of the content type `migrationState`,
// which this creates before the first script. So running it again runs nothing, a script that
// fails is not recorded and the next run starts from it, and a new space gets every script.
//
// A space the scripts were run on before this record existed: `npm run content:migrate --
// --record-through NN` records the scripts up to NN as run, without running them, then runs the rest.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { runMigration as RunMigration } from 'contentful-migration';
import { defaultLocale } from '../../contentful-migrations/lib/default-locale';
import { find as findInSpace } from '../../contentful-migrations/lib/space-reads';
import { migrationsDir, numberedScripts } from './read-model';

/** A Management API request as contentful-migration's `context.makeRequest` takes it. */
export interface ManagementRequest {
  method: string;
  /** Relative to the environment: `/entries/x`. */
  url: string;
  headers?: Record<string, string | number>;
  data?: Record<string, unknown>;
}
/** Makes the request and answers with the response's body; fails on an error status. */
export type MakeRequest = (request: ManagementRequest) => Promise<unknown>;

interface Entity {
  sys: { id: string; version: number; publishedVersion?: number };
  fields?: Record<string, Record<string, unknown> | undefined>;
}

export const stateTypeId = 'migrationState';
export const stateEntryId = 'tavolaMigrations';

/** The record's content type: one entry names the scripts that have run. */
export const stateType = {
  name: 'Migration state',
  description:
    'Not content, for developers only: which scripts of contentful-migrations/ have run on this environment, recorded by npm run content:migrate. Do not edit or delete it.',
  displayField: 'name',
  fields: [
    {
      id: 'name',
      name: 'Name',
      type: 'Symbol',
      localized: false,
      required: true,
      validations: [],
      disabled: false,
      omitted: false,
    },
    {
      id: 'applied',
      name: 'Scripts run',
      type: 'Array',
      items: { type: 'Symbol', validations: [] },
      localized: false,
      required: false,
      validations: [],
      disabled: false,
      omitted: false,
    },
  ],
};

/** GET `url`, or undefined when the API answers 404 (as the migrations read the space). */
const find = (makeRequest: MakeRequest, url: string): Promise<Entity | undefined> =>
  findInSpace(makeRequest, url);

/** Creates and publishes the record's content type if the space lacks it (or has it unpublished). */
async function ensureStateType(makeRequest: MakeRequest, log: (line: string) => void) {
  const url = `/content_types/${stateTypeId}`;
  let type = await find(makeRequest, url);
  if (!type) {
    type = (await makeRequest({ method: 'PUT', url, data: stateType })) as Entity;
    log(`Created the content type ${stateTypeId}, the record of the migrations run.`);
  }
  // Entries can only be made of a published content type.
  if (!type.sys.publishedVersion) {
    await makeRequest({
      method: 'PUT',
      url: `${url}/published`,
      headers: { 'X-Contentful-Version': type.sys.version },
    });
  }
}

export interface MigrateSpaceOptions {
  /** The Management API of the space's environment. */
  makeRequest: MakeRequest;
  /** Runs one script of `scripts` against the same space; rejects when it fails. */
  runScript: (name: string) => Promise<unknown>;
  /** The numbered scripts, in order (file names such as `01-navigation-item.js`). */
  scripts: string[];
  log?: (line: string) => void;
  /**
   * Records the scripts numbered up to this one as run, without running them: for a space the
   * scripts were run on before the record existed (one by one with the contentful-migration CLI).
   */
  recordThrough?: number;
}

/**
 * Runs, in order, each of `scripts` the space's record does not name, and adds it to the record as
 * soon as it has run. Stops at the first that fails (not recorded). Returns the scripts run.
 */
export async function migrateSpace({
  makeRequest,
  runScript,
  scripts,
  log = () => {},
  recordThrough = 0,
}: MigrateSpaceOptions): Promise<string[]> {
  await ensureStateType(makeRequest, log);
  const locale = await defaultLocale(makeRequest);
  const entryUrl = `/entries/${stateEntryId}`;
  let record = await find(makeRequest, entryUrl);
  const applied = ((record?.fields?.applied?.[locale] as string[] | undefined) ?? []).slice();
  // The API refuses a write against another version than the entry's own (X-Contentful-Version);
  // a new entry names its content type instead.
  const write = async () => {
    record = (await makeRequest({
      method: 'PUT',
      url: entryUrl,
      headers: record
        ? { 'X-Contentful-Version': record.sys.version }
        : { 'X-Contentful-Content-Type': stateTypeId },
      data: {
        fields: {
          name: { [locale]: 'Tavola content model migrations' },
          applied: { [locale]: applied },
        },
      },
    })) as Entity;
  };
  const adopted = scripts.filter(
    (name) => !applied.includes(name) && Number.parseInt(name, 10) <= recordThrough,
  );
  if (adopted.length > 0) {
    applied.push(...adopted);
    await write();
    log(`Recorded ${adopted.join(', ')} as run before, without running them.`);
  }
  const pending = scripts.filter((name) => !applied.includes(name));
  if (pending.length === 0) {
    log(`Nothing to run: the space has run all ${scripts.length} scripts.`);
    return [];
  }
  log(`${applied.length} scripts run before; ${pending.length} to run.`);
  const ran: string[] = [];
  for (const name of pending) {
    log(`Running ${name}`);
    try {
      await runScript(name);
    } catch (error) {
      log(`${name} failed: not recorded, the next run starts from it.`);
      throw error;
    }
    applied.push(name);
    await write();
    ran.push(name);
    log(`Recorded ${name}`);
  }
  return ran;
}

export interface SpaceConfig {
  spaceId: string;
  environmentId: string;
  accessToken: string;
  /** The Management API's host name: api.contentful.com, or api.eu.contentful.com. */
  host: string;
}

/** The space to migrate from the environment; throws naming what is missing (never the token). */
export function configFromEnv(env: Record<string, string | undefined>): SpaceConfig {
  const missing = ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_MANAGEMENT_TOKEN'].filter((key) => !env[key]);
  if (missing.length > 0) {
    throw new Error(
      `content:migrate needs ${missing.join(' and ')} (and optionally CONTENTFUL_ENVIRONMENT, default master, and CONTENTFUL_MANAGEMENT_HOST, default api.contentful.com).`,
    );
  }
  return {
    spaceId: env.CONTENTFUL_SPACE_ID!,
    environmentId: env.CONTENTFUL_ENVIRONMENT || 'master',
    accessToken: env.CONTENTFUL_MANAGEMENT_TOKEN!,
    host: (env.CONTENTFUL_MANAGEMENT_HOST || 'api.contentful.com')
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, ''),
  };
}

/** The Content Management API of the space's environment, over `fetch`. */
export function managementApi(config: SpaceConfig, fetchImpl: typeof fetch = fetch): MakeRequest {
  const base = `https://${config.host}/spaces/${encodeURIComponent(config.spaceId)}/environments/${encodeURIComponent(config.environmentId)}`;
  return async ({ method, url, headers = {}, data }) => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${url}`, {
        method,
        headers: {
          ...Object.fromEntries(
            Object.entries(headers).map(([key, value]) => [key, String(value)]),
          ),
          Authorization: `Bearer ${config.accessToken}`,
          'Content-Type': 'application/vnd.contentful.management.v1+json',
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
    } catch (error) {
      // fetch says only 'fetch failed'; its cause says why (the host unknown, refused, ...).
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new Error(
        `${method} ${base}${url}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      throw Object.assign(
        new Error(
          `${method} ${url}: ${response.status} ${response.statusText} ${text.slice(0, 500)}`,
        ),
        { status: response.status },
      );
    }
    return text ? JSON.parse(text) : undefined;
  };
}

async function main() {
  let config: SpaceConfig;
  let recordThrough = 0;
  try {
    config = configFromEnv(process.env);
    const { values } = parseArgs({ options: { 'record-through': { type: 'string' } } });
    if (values['record-through'] !== undefined) {
      recordThrough = Number(values['record-through']);
      if (!Number.isInteger(recordThrough) || recordThrough < 1) {
        throw new Error('--record-through takes the number of a script, such as 25');
      }
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The library's programmatic API, loaded only here: it runs one script as its CLI does.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runMigration } = require('contentful-migration') as {
    runMigration: typeof RunMigration;
  };
  console.log(
    `Migrating space ${config.spaceId} (${config.environmentId}) on ${config.host} from ${path.relative(process.cwd(), migrationsDir)}/`,
  );
  const ran = await migrateSpace({
    makeRequest: managementApi(config),
    scripts: numberedScripts(),
    runScript: (name) =>
      runMigration({
        filePath: path.join(migrationsDir, name),
        spaceId: config.spaceId,
        environmentId: config.environmentId,
        accessToken: config.accessToken,
        host: config.host,
        yes: true,
      }),
    log: (line) => console.log(line),
    recordThrough,
  });
  console.log(ran.length ? `Ran ${ran.length} scripts.` : 'The space was up to date.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

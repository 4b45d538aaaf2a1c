import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  deriveLinkedEntries,
  entriesOf,
  transformEntries,
  transformEntriesToType,
  type DeriveLinkedEntries,
  type MigratingSpace,
  type TransformEntries,
  type TransformEntriesToType,
} from './entry-steps';

export type { MigratingSpace, SpaceEntry } from './entry-steps';

/** A field of a content type, as Contentful stores it (and a space export lists it). */
export interface ModelField {
  id: string;
  name: string;
  type: string;
  localized: boolean;
  required: boolean;
  validations: Validation[];
  disabled: boolean;
  omitted: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: { type: string; linkType?: 'Entry' | 'Asset'; validations: Validation[] };
  defaultValue?: Record<string, unknown>;
}

export interface Validation {
  in?: (string | number)[];
  size?: { min?: number; max?: number };
  range?: { min?: number; max?: number };
  regexp?: { pattern: string; flags?: string };
  unique?: boolean;
  linkContentType?: string[];
  linkMimetypeGroup?: string[];
  message?: string;
}

/** A content type in the shape of a space export's `contentTypes`. */
export interface ModelContentType {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ModelField[];
}

export const migrationsDir = path.join(process.cwd(), 'contentful-migrations');

/** The numbered scripts in `dir` (`NN-name.js`), in the order they run. */
export const numberedScripts = (dir = migrationsDir): string[] =>
  readdirSync(dir)
    .filter((name) => /^\d+-.+\.js$/.test(name))
    .sort();

type Options = Record<string, unknown>;

/** The part of the Content Management API a migration may call through `context.makeRequest`. */
export type MakeRequest = (config: { method: string; url: string }) => Promise<unknown>;

export interface ReadModelOptions {
  /** Entries the migrations move too; without, only the model is built. */
  space?: MigratingSpace;
  /** Collects each field's editor control: `contentType.field` -> its widget and settings. */
  controls?: Map<string, { widgetId: string; settings?: Record<string, unknown> }>;
}

/**
 * Runs every numbered script in contentful-migrations/ in order against a recorder of the
 * contentful-migration API, and returns the content types they build. The same scripts run against
 * a real space with `contentful-migration`; this is how the tests and the local store know the model.
 * A script may be async and read the space as it stands (`makeRequest`, as contentful-migration
 * gives it): here the answers come from the model the earlier scripts built.
 */
export async function readModel(
  dir = migrationsDir,
  { space, controls }: ReadModelOptions = {},
): Promise<ModelContentType[]> {
  const types = new Map<string, ModelContentType>();
  // Every control set so far, answered as the content types' editor interfaces.
  const fieldControls =
    controls ?? new Map<string, { widgetId: string; settings?: Record<string, unknown> }>();
  // Entry steps run after their script has declared them all, as contentful-migration runs them.
  const entrySteps: (() => Promise<void>)[] = [];

  const fieldApi = (field: ModelField) => {
    const api: Record<string, (value: unknown) => unknown> = {};
    for (const key of [
      'name',
      'type',
      'linkType',
      'required',
      'validations',
      'localized',
      'disabled',
      'omitted',
      'defaultValue',
    ]) {
      api[key] = (value) => {
        (field as unknown as Options)[key] = value;
        return api;
      };
    }
    api.items = (value) => {
      field.items = { validations: [], ...(value as Options) } as unknown as ModelField['items'];
      return api;
    };
    return api;
  };

  const contentTypeApi = (type: ModelContentType) => {
    const api = {
      name: (value: string) => ((type.name = value), api),
      description: (value: string) => ((type.description = value), api),
      displayField: (value: string) => ((type.displayField = value), api),
      createField(id: string, options: Options = {}) {
        // As the Management API refuses it: a migration run twice must check first.
        if (type.fields.some((f) => f.id === id)) {
          throw new Error(`createField: ${type.sys.id}.${id} already exists`);
        }
        const field: ModelField = {
          id,
          name: id,
          type: 'Symbol',
          localized: false,
          required: false,
          validations: [],
          disabled: false,
          omitted: false,
        };
        type.fields.push(field);
        const fieldOptions = { ...options };
        if (fieldOptions.items) {
          field.items = {
            validations: [],
            ...(fieldOptions.items as Options),
          } as unknown as ModelField['items'];
          delete fieldOptions.items;
        }
        Object.assign(field, fieldOptions);
        return fieldApi(field);
      },
      editField(id: string, options: Options = {}) {
        const field = type.fields.find((f) => f.id === id);
        if (!field) throw new Error(`editField: ${type.sys.id}.${id} does not exist`);
        Object.assign(field, options);
        return fieldApi(field);
      },
      deleteField(id: string) {
        type.fields = type.fields.filter((f) => f.id !== id);
        // Its values go with it.
        entrySteps.push(async () => {
          for (const entry of entriesOf(space, type.sys.id)) delete entry.fields[id];
        });
      },
      moveField(id: string) {
        // As contentful-migration moves a field: out of its place, then to the one named.
        const take = () => {
          const field = type.fields.find((f) => f.id === id);
          if (!field) throw new Error(`moveField: ${type.sys.id}.${id} does not exist`);
          type.fields = type.fields.filter((f) => f !== field);
          return field;
        };
        const at = (other: string, after: boolean) => {
          const field = take();
          const index = type.fields.findIndex((f) => f.id === other);
          if (index < 0) throw new Error(`moveField: ${type.sys.id}.${other} does not exist`);
          type.fields.splice(index + (after ? 1 : 0), 0, field);
        };
        return {
          toTheTop: () => void type.fields.unshift(take()),
          toTheBottom: () => void type.fields.push(take()),
          beforeField: (other: string) => at(other, false),
          afterField: (other: string) => at(other, true),
        };
      },
      changeFieldControl: (
        fieldId: string,
        _namespace: string,
        widgetId: string,
        settings?: Record<string, unknown>,
      ) => {
        fieldControls.set(`${type.sys.id}.${fieldId}`, { widgetId, settings });
        return api;
      },
    };
    return api;
  };

  const migration = {
    createContentType(id: string, options: Options = {}) {
      if (types.has(id)) throw new Error(`createContentType: ${id} already exists`);
      const type: ModelContentType = {
        sys: { id, type: 'ContentType' },
        name: id,
        description: '',
        displayField: '',
        fields: [],
        ...(options as Partial<ModelContentType>),
      };
      types.set(id, type);
      return contentTypeApi(type);
    },
    editContentType(id: string, options: Options = {}) {
      const type = types.get(id);
      if (!type) throw new Error(`editContentType: ${id} does not exist`);
      Object.assign(type, options);
      return contentTypeApi(type);
    },
    deleteContentType(id: string) {
      types.delete(id);
    },
    transformEntries(config: TransformEntries) {
      entrySteps.push(() => transformEntries(space, config));
    },
    transformEntriesToType(config: TransformEntriesToType) {
      entrySteps.push(() => transformEntriesToType(space, config));
    },
    deriveLinkedEntries(config: DeriveLinkedEntries) {
      entrySteps.push(() =>
        deriveLinkedEntries(
          space,
          config,
          (typeId, fieldId) =>
            types.get(typeId)?.fields.find((field) => field.id === fieldId)?.type,
        ),
      );
    },
  };

  const scripts = numberedScripts(dir);
  const makeRequest = answerFrom(types, fieldControls, space);
  for (const script of scripts) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const run = require(path.join(dir, script)) as (
      m: typeof migration,
      context: { makeRequest: MakeRequest; spaceId: string; accessToken: string },
    ) => void | Promise<void>;
    await run(migration, { makeRequest, spaceId: 'local', accessToken: '' });
    for (const step of entrySteps.splice(0)) await step();
  }
  return [...types.values()];
}

/**
 * A stand-in for the Management API over the model replayed so far: `GET /content_types/{id}`
 * answers with a copy of the content type (as the API would, in the shape of a space export) or
 * fails with 404 like the API, and `GET /content_types/{id}/editor_interface` with the controls set so
 * far; `GET /locales` and `GET /entries?content_type=…&skip=…&limit=…`
 * answer from the space being migrated (none: one locale, en-GB, and no entries); any other request
 * is refused, so a migration that needs more makes this grow rather than silently read nothing.
 */
function answerFrom(
  types: Map<string, ModelContentType>,
  controls: Map<string, { widgetId: string; settings?: Record<string, unknown> }>,
  space?: MigratingSpace,
): MakeRequest {
  return async ({ method, url }) => {
    const refuse = () => new Error(`readModel: makeRequest does not answer ${method} ${url}`);
    if (method.toUpperCase() !== 'GET') throw refuse();
    if (url === '/locales') {
      const items = space?.locales ?? [{ code: 'en-GB', default: true }];
      return { items: structuredClone(items), total: items.length };
    }
    const entries = /^\/entries\?(.*)$/.exec(url);
    if (entries) {
      const query = new URLSearchParams(entries[1]);
      const contentType = query.get('content_type');
      if (!contentType) throw refuse();
      const all = entriesOf(space, contentType).sort((a, b) => (a.sys.id < b.sys.id ? -1 : 1));
      const skip = Number(query.get('skip') ?? 0);
      const items = all.slice(skip, skip + Number(query.get('limit') ?? 100));
      return { items: structuredClone(items), total: all.length, skip };
    }
    const editor = /^\/content_types\/([^/?]+)\/editor_interface$/.exec(url);
    if (editor) {
      const id = decodeURIComponent(editor[1]!);
      if (!types.has(id)) throw new Error(`readModel: ${url}: 404 Not Found`);
      const prefix = `${id}.`;
      return {
        controls: [...controls]
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, control]) => ({
            fieldId: key.slice(prefix.length),
            ...structuredClone(control),
          })),
      };
    }
    const match = /^\/content_types\/([^/?]+)$/.exec(url);
    if (!match) throw refuse();
    const type = types.get(decodeURIComponent(match[1]!));
    if (!type) throw new Error(`readModel: ${url}: 404 Not Found`);
    return structuredClone(type);
  };
}

import { readdirSync } from 'node:fs';
import path from 'node:path';

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

type Options = Record<string, unknown>;

/**
 * Runs every numbered script in contentful-migrations/ in order against a recorder of the
 * contentful-migration API, and returns the content types they build. The same scripts run against
 * a real space with `contentful-migration`; this is how the tests and the local store know the model.
 */
export function readModel(dir = migrationsDir): ModelContentType[] {
  const types = new Map<string, ModelContentType>();

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
      },
      moveField: () => ({ toTheTop() {}, toTheBottom() {}, beforeField() {}, afterField() {} }),
      changeFieldControl: () => api,
    };
    return api;
  };

  const migration = {
    createContentType(id: string, options: Options = {}) {
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
  };

  const scripts = readdirSync(dir)
    .filter((name) => /^\d+-.+\.js$/.test(name))
    .sort();
  for (const script of scripts) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const run = require(path.join(dir, script)) as (m: typeof migration) => void;
    run(migration);
  }
  return [...types.values()];
}

// The entry steps of contentful-migration (`transformEntries`, `deriveLinkedEntries`) over a
// space export's entries, for readModel's offline replay. They follow the library's own actions
// (contentful-migration's built/lib/action/entry-transform.js and entry-derive.js): each entry's
// `from` fields go to the function once per locale; `undefined` for every locale leaves the entry
// as it is; a derived entry is created only when no entry has its identity key as id, and the
// source's reference field then links it (an array field: that one link). Publishing keeps the
// source's state ('preserve'); the replay never changes an entry's sys (no versions here).

/** An entry as a space export holds it. */
export interface SpaceEntry {
  sys: { id: string; type: string; contentType: { sys: { id: string } }; [key: string]: unknown };
  fields: Record<string, Record<string, unknown>>;
}

/**
 * A space's entries and locales for the migrations to move (`transformEntries`,
 * `deriveLinkedEntries`, a deleted field's values), changed in place; in the shape of a space export.
 */
export interface MigratingSpace {
  locales: { code: string; default?: boolean }[];
  entries: SpaceEntry[];
}

type Fields = Record<string, Record<string, unknown> | undefined>;
type ForLocale = (
  fields: Fields,
  locale: string,
  context: { id: string },
) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;

export interface TransformEntries {
  contentType: string;
  from: string[];
  to?: string[];
  transformEntryForLocale: ForLocale;
  shouldPublish?: boolean | 'preserve';
}

export interface DeriveLinkedEntries {
  contentType: string;
  derivedContentType: string;
  from: string[];
  toReferenceField: string;
  derivedFields: string[];
  identityKey: (fields: Fields) => Promise<string> | string;
  deriveEntryForLocale: ForLocale;
  shouldPublish?: boolean | 'preserve';
}

export const entriesOf = (space: MigratingSpace | undefined, contentType: string): SpaceEntry[] =>
  (space?.entries ?? []).filter((entry) => entry.sys.contentType.sys.id === contentType);

/** The `from` fields of an entry, as the library hands them over (a copy: writes go through it). */
const pick = (entry: SpaceEntry, from: string[]): Fields =>
  structuredClone(Object.fromEntries(from.map((id) => [id, entry.fields[id]])));

async function outputsByLocale(
  space: MigratingSpace,
  entry: SpaceEntry,
  from: string[],
  forLocale: ForLocale,
): Promise<Map<string, Record<string, unknown>>> {
  const outputs = new Map<string, Record<string, unknown>>();
  for (const { code } of space.locales) {
    const output = await forLocale(pick(entry, from), code, { id: entry.sys.id });
    if (output !== undefined) outputs.set(code, output);
  }
  return outputs;
}

function write(entry: SpaceEntry, outputs: Map<string, Record<string, unknown>>) {
  for (const [locale, output] of outputs) {
    for (const [field, value] of Object.entries(output)) {
      entry.fields[field] = { ...entry.fields[field], [locale]: value };
      if (value === undefined) delete entry.fields[field]![locale];
    }
  }
}

/**
 * Adds a new entry made from `source` (derived from it, or it moved to another type): created with
 * the source's sys dates, published when the source is, with the fields `outputs` gives.
 */
function addEntryLike(
  space: MigratingSpace,
  source: SpaceEntry,
  { id, contentType }: { id: string; contentType: string },
  outputs: Map<string, Record<string, unknown>>,
) {
  const entry: SpaceEntry = {
    sys: {
      ...structuredClone(source.sys),
      id,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    } as SpaceEntry['sys'],
    fields: {},
  };
  write(entry, outputs);
  space.entries.push(entry);
}

export async function transformEntries(
  space: MigratingSpace | undefined,
  config: TransformEntries,
): Promise<void> {
  if (!space) return;
  for (const entry of entriesOf(space, config.contentType)) {
    write(entry, await outputsByLocale(space, entry, config.from, config.transformEntryForLocale));
  }
}

/** The type of a field of the model built so far (`Array`, `Link`, ...). */
export type FieldTypeOf = (contentType: string, field: string) => string | undefined;

export async function deriveLinkedEntries(
  space: MigratingSpace | undefined,
  config: DeriveLinkedEntries,
  fieldTypeOf: FieldTypeOf,
): Promise<void> {
  if (!space) return;
  for (const entry of entriesOf(space, config.contentType)) {
    const id = await config.identityKey(pick(entry, config.from));
    const outputs = await outputsByLocale(space, entry, config.from, config.deriveEntryForLocale);
    if (outputs.size === 0) continue;
    if (!space.entries.some((other) => other.sys.id === id)) {
      addEntryLike(space, entry, { id, contentType: config.derivedContentType }, outputs);
    }
    const link = { sys: { type: 'Link', linkType: 'Entry', id } };
    // Every locale, as the library writes it; an array field as the one link.
    const asArray = fieldTypeOf(config.contentType, config.toReferenceField) === 'Array';
    entry.fields[config.toReferenceField] = Object.fromEntries(
      space.locales.map(({ code }) => [code, asArray ? [link] : link]),
    );
  }
}

export interface TransformEntriesToType {
  sourceContentType: string;
  targetContentType: string;
  from?: string[];
  entryIds?: string[];
  identityKey: (fields: Fields) => Promise<string> | string;
  transformEntryForLocale: ForLocale;
  shouldPublish?: boolean | 'preserve';
  updateReferences?: boolean;
  removeOldEntries?: boolean;
}

/** `value` with every link to the entry `from` made a link to `to` (a list's links too). */
function relink(value: unknown, from: string, to: string): unknown {
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } } | null)?.sys;
  if (sys?.type === 'Link' && sys.linkType === 'Entry' && sys.id === from) {
    return { sys: { ...sys, id: to } };
  }
  return Array.isArray(value) ? value.map((item) => relink(item, from, to)) : value;
}

/**
 * contentful-migration's transformEntriesToType (built/lib/action/entry-transform-to-type.js): each
 * source entry becomes a new entry of the target type, with the id its identity key gives (an id in
 * use is an error) and the fields the function gives per locale (`undefined` for every locale skips
 * the entry); links to it are moved to the new entry (`updateReferences`), and it is removed
 * (`removeOldEntries`). The new entry keeps the source's sys dates and publishing ('preserve').
 */
export async function transformEntriesToType(
  space: MigratingSpace | undefined,
  config: TransformEntriesToType,
): Promise<void> {
  if (!space) return;
  const sources = entriesOf(space, config.sourceContentType).filter(
    (entry) => !config.entryIds || config.entryIds.includes(entry.sys.id),
  );
  for (const entry of sources) {
    const from = config.from ?? Object.keys(entry.fields);
    const id = await config.identityKey(pick(entry, from));
    if (space.entries.some((other) => other.sys.id === id)) {
      throw new Error(`transformEntriesToType: an entry with id '${id}' already exists`);
    }
    const outputs = await outputsByLocale(space, entry, from, config.transformEntryForLocale);
    if (outputs.size === 0) continue;
    addEntryLike(space, entry, { id, contentType: config.targetContentType }, outputs);
    if (config.updateReferences) {
      for (const other of space.entries) {
        for (const values of Object.values(other.fields)) {
          for (const locale of Object.keys(values)) {
            values[locale] = relink(values[locale], entry.sys.id, id);
          }
        }
      }
    }
    if (config.removeOldEntries) space.entries.splice(space.entries.indexOf(entry), 1);
  }
}

import { z } from 'zod';
import {
  imageSchema,
  lenientArray,
  navigationLinkSchema,
  richTextSchema,
  videoSchema,
} from '@/lib/content';

/** A validation of a field, as Contentful stores it (and checks it when an editor publishes). */
export interface FieldValidation {
  in?: string[];
  size?: { min?: number; max?: number };
  range?: { min?: number; max?: number };
  regexp?: { pattern: string };
  linkContentType?: string[];
  linkMimetypeGroup?: string[];
  message?: string;
}

/**
 * One field of a content type, declared once: how Contentful stores it and shows it to editors
 * (name, type, required, validations, help text, control), and how the site reads it (`parse`).
 * The content model (the generated migration) and the tile's schema both come from it.
 */
export interface TileField<Parse extends z.ZodType = z.ZodType> {
  name: string;
  type: 'Symbol' | 'RichText' | 'Integer' | 'Link' | 'Array';
  required: boolean;
  validations: FieldValidation[];
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Link'; linkType: 'Entry'; validations: FieldValidation[] };
  /** Shown under the field in the entry editor: what the field does, in the editor's words. */
  helpText?: string;
  /** Contentful's built-in control for the field in the entry editor. */
  widgetId: string;
  parse: Parse;
}

/** A content type linked from a field: a tile's or a part's (a carousel's slide). */
export interface LinkedModel<Item extends z.ZodType = z.ZodType> {
  contentTypeId: string;
  /** An entry of the linked type as the site reads it, with its id. */
  entrySchema: Item;
}

interface Help {
  help?: string;
}
/** A required field parses as its schema; an optional one also accepts no value. */
type Optional<Required, Schema extends z.ZodType> = Required extends true
  ? Schema
  : z.ZodOptional<Schema>;

function optional<Schema extends z.ZodType, Required extends boolean>(
  schema: Schema,
  required: Required | undefined,
): Optional<Required, Schema> {
  return (required ? schema : schema.optional()) as Optional<Required, Schema>;
}

const help = (options: Help) => (options.help ? { helpText: options.help } : {});

/** One line of text (a Contentful Symbol: at most 256 characters). */
function text<const Required extends boolean = false>(
  name: string,
  options: Help & {
    required?: Required;
    max?: number;
    pattern?: { regexp: string; message: string };
    /** Surrounding spaces are dropped and a blank value counts as none. */
    trim?: boolean;
  } = {},
): TileField<Optional<Required, z.ZodString>> {
  const { required, max, pattern, trim } = options;
  let parse = trim ? z.string().trim() : z.string();
  if (required || trim) parse = parse.min(1);
  if (max !== undefined) parse = parse.max(max);
  if (pattern) parse = parse.regex(new RegExp(pattern.regexp), pattern.message);
  const validations: FieldValidation[] = [];
  if (max !== undefined) validations.push({ size: { max } });
  if (pattern) validations.push({ regexp: { pattern: pattern.regexp }, message: pattern.message });
  return {
    name,
    type: 'Symbol',
    required: required ?? false,
    validations,
    ...help(options),
    widgetId: 'singleLine',
    parse: optional(parse, required),
  };
}

/** Formatted text: paragraphs, headings, lists and links (Contentful's rich text). */
function richText<const Required extends boolean = false>(
  name: string,
  options: Help & { required?: Required } = {},
): TileField<Optional<Required, typeof richTextSchema>> {
  return {
    name,
    type: 'RichText',
    required: options.required ?? false,
    validations: [],
    ...help(options),
    widgetId: 'richTextEditor',
    parse: optional(richTextSchema, options.required),
  };
}

/** One link to an asset or an entry, picked with `widgetId`, read with `schema`. */
function link<Schema extends z.ZodType, const Required extends boolean>(
  name: string,
  target: { linkType: 'Asset' | 'Entry'; validation: FieldValidation; widgetId: string },
  schema: Schema,
  options: Help & { required?: Required },
): TileField<Optional<Required, Schema>> {
  return {
    name,
    type: 'Link',
    linkType: target.linkType,
    required: options.required ?? false,
    validations: [target.validation],
    ...help(options),
    widgetId: target.widgetId,
    parse: optional(schema, options.required),
  };
}

const asset = <Schema extends z.ZodType, const Required extends boolean>(
  name: string,
  group: 'image' | 'video',
  schema: Schema,
  options: Help & { required?: Required },
) =>
  link(
    name,
    { linkType: 'Asset', validation: { linkMimetypeGroup: [group] }, widgetId: 'assetLinkEditor' },
    schema,
    options,
  );

/** A picture from the media library. */
const image = <const Required extends boolean = false>(
  name: string,
  options: Help & { required?: Required } = {},
) => asset(name, 'image', imageSchema, options);

/** A video from the media library. */
const video = <const Required extends boolean = false>(
  name: string,
  options: Help & { required?: Required } = {},
) => asset(name, 'video', videoSchema, options);

/**
 * A list of linked entries of one content type. An entry that cannot be read is left out (and named
 * in preview), not the whole tile; `atLeastOne` is the message when none is left.
 */
function entries<Item extends z.ZodType>(
  name: string,
  linked: LinkedModel<Item>,
  options: Help & { atLeastOne?: string } = {},
): TileField<ReturnType<typeof lenientArray<Item>>> {
  const list = lenientArray(linked.entrySchema);
  const { atLeastOne } = options;
  return {
    name,
    type: 'Array',
    required: atLeastOne !== undefined,
    validations: [],
    items: {
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: [linked.contentTypeId] }],
    },
    ...help(options),
    widgetId: 'entryLinksEditor',
    parse: atLeastOne ? list.refine((items) => items.length > 0, { message: atLeastOne }) : list,
  };
}

/** Buttons or links (navigation items): where the tile sends the diner. */
const links = (name: string, options: Help & { atLeastOne?: string } = {}) =>
  entries(name, { contentTypeId: 'navigationItem', entrySchema: navigationLinkSchema }, options);

/** One linked entry of a content type the site reads with `schema`. */
const entry = <Schema extends z.ZodType, const Required extends boolean = false>(
  name: string,
  contentTypeId: string,
  schema: Schema,
  options: Help & { required?: Required } = {},
) =>
  link(
    name,
    {
      linkType: 'Entry',
      validation: { linkContentType: [contentTypeId] },
      widgetId: 'entryLinkEditor',
    },
    schema,
    options,
  );

/** A whole number from `min` to `max`; `fallback` when the editor leaves it empty. */
function integer(
  name: string,
  options: Help & { min: number; max: number; fallback: number },
): TileField<z.ZodDefault<z.ZodNumber>> {
  const { min, max, fallback } = options;
  return {
    name,
    type: 'Integer',
    required: false,
    validations: [{ range: { min, max } }],
    ...help(options),
    widgetId: 'numberEditor',
    parse: z.number().int().min(min).max(max).default(fallback),
  };
}

/**
 * One of a list of values, or none, read by `parse`: for a value the site reads in more ways than
 * the dropdown offers (an older spelling).
 */
function optionalChoice<Parse extends z.ZodType>(
  name: string,
  values: readonly string[],
  parse: Parse,
  options: Help = {},
): TileField<Parse> {
  return {
    name,
    type: 'Symbol',
    required: false,
    validations: [{ in: [...values] }],
    ...help(options),
    widgetId: 'dropdown',
    parse,
  };
}

/** One of a list of values, picked from a dropdown; `fallback` when the editor leaves it empty. */
const choice = <const Value extends string>(
  name: string,
  values: readonly [Value, ...Value[]],
  options: Help & { fallback: NoInfer<Value> },
) => optionalChoice(name, values, z.enum(values).default(options.fallback), options);

/** The kinds of field a tile may declare (src/blocks/<name>/<name>.model.ts). */
export const field = {
  text,
  richText,
  image,
  video,
  entries,
  links,
  entry,
  integer,
  choice,
  optionalChoice,
};

/** The site's reading of a set of fields: one object, each field parsed as it declares. */
export type FieldsSchema<Fields extends Record<string, TileField>> = z.ZodObject<{
  [Key in keyof Fields]: Fields[Key]['parse'];
}>;

export function fieldsSchema<Fields extends Record<string, TileField>>(
  fields: Fields,
): FieldsSchema<Fields> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([id, declared]) => [id, declared.parse]),
  );
  return z.object(shape) as unknown as FieldsSchema<Fields>;
}

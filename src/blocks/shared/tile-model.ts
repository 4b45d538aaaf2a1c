import { z } from 'zod';
import { backgroundColourSchema, tileContentTypeId } from '@/lib/content';
import {
  field,
  fieldsSchema,
  type FieldsSchema,
  type LinkedModel,
  type TileField,
} from './tile-fields';
import { formTileType } from './tile-key';

type Fields = Record<string, TileField>;

/** An entry of a model's content type as a linking field reads it: its fields and its id. */
export type EntrySchema<Own extends Fields> = z.ZodObject<
  { [Key in keyof Own]: Own[Key]['parse'] } & { id: z.ZodString }
>;

/**
 * Every tile's and part's first field: the entry's name in the editor's lists and links (its
 * display field), never shown to diners.
 */
export const keyField = field.text('Key', {
  required: true,
  max: 100,
  help: 'A name for this entry in Contentful lists (not shown on the site).',
});

/**
 * What every tile has besides its content (spec 2 §3 "Tile"), after its own fields: the registry
 * renders these around the block (registry/tile-frame.schema.ts); blocks never see them.
 */
export const tileFrameFields = {
  tileId: field.text('Anchor id', {
    pattern: { regexp: '^[a-z][a-z0-9-]*$', message: 'Lower-case letters, digits and hyphens' },
    help: 'Lets a link jump to this tile: /page#anchor-id.',
  }),
  backgroundColour: field.optionalChoice(
    'Background colour',
    backgroundColourSchema.options,
    backgroundColourSchema.optional(),
  ),
  animationEffect: field.choice(
    'Animation effect',
    ['none', 'fadeIn', 'fadeInUp', 'slideInLeft', 'slideInRight', 'zoomIn'],
    { fallback: 'none', help: 'How the tile appears as the diner scrolls to it.' },
  ),
  backgroundAnimationEffect: field.choice(
    'Background animation effect',
    ['none', 'slowZoom', 'pan'],
    {
      fallback: 'none',
    },
  ),
  height: field.choice('Height', ['auto', 'small', 'medium', 'large', 'fullScreen'], {
    fallback: 'auto',
  }),
  width: field.integer('Width (grid columns)', {
    min: 1,
    max: 12,
    fallback: 12,
    help: 'Out of 12: 6 puts two tiles side by side on wide screens.',
  }),
};

/**
 * A tile type's content model, declared once in its folder (`<name>.model.ts`): its own content
 * type in Contentful (`heroTile`, `contactFormTile`) with these fields after the key and before the
 * frame's, and the root of its schema (`schema`, which `<name>.schema.ts` refines). The migration
 * that builds the content type is generated from it (`npm run content:tiles`).
 */
export interface TileModel<
  Type extends string = string,
  FormType extends string | undefined = string | undefined,
  Own extends Fields = Fields,
> extends LinkedModel<EntrySchema<Own>> {
  kind: 'tile';
  type: Type;
  formType: FormType;
  /** The content type's name, as editors pick it when they add a tile to a page. */
  name: string;
  /** What the tile is for, under its name in Contentful. */
  description: string;
  fields: Own;
  /** The content types only this tile links to (a carousel's slides). */
  parts: PartModel[];
  schema: FieldsSchema<Own>;
}

/** A content type that exists only to be linked from one tile type: a carousel's slide. */
export interface PartModel<Own extends Fields = Fields> extends LinkedModel<EntrySchema<Own>> {
  kind: 'part';
  name: string;
  description: string;
  fields: Own;
  schema: FieldsSchema<Own>;
}

/** `callToAction` as editors read it: "Call to action". */
function words(camel: string): string {
  const spaced = camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function defineTileModel<
  const Type extends string,
  const Own extends Fields,
  const FormType extends string | undefined = undefined,
>(spec: {
  type: Type;
  formType?: FormType;
  /** By default the type's words: "Call to action tile", "Sign up form tile". */
  name?: string;
  description: string;
  fields: Own;
  parts?: PartModel[];
}): TileModel<Type, FormType, Own> {
  const { type, formType, description, fields, parts = [] } = spec;
  if ((type === formTileType) !== (formType !== undefined)) {
    throw new Error(`Tile ${type}: a form type is for form tiles, and every form tile has one`);
  }
  const contentTypeId = tileContentTypeId(type, formType);
  const schema = fieldsSchema(fields);
  return {
    kind: 'tile',
    type,
    formType: formType as FormType,
    contentTypeId,
    name: spec.name ?? `${words(formType === undefined ? type : `${formType}Form`)} tile`,
    description,
    fields,
    parts,
    schema,
    entrySchema: schema.extend({ id: z.string() }) as unknown as EntrySchema<Own>,
  };
}

export function definePartModel<const Own extends Fields>(spec: {
  contentTypeId: string;
  name: string;
  description: string;
  fields: Own;
}): PartModel<Own> {
  const schema = fieldsSchema(spec.fields);
  const entrySchema = schema.extend({ id: z.string() }) as unknown as EntrySchema<Own>;
  return { kind: 'part', ...spec, schema, entrySchema };
}

import type { FieldValidation, TileField } from './tile-fields';
import { keyField, tileFrameFields, type PartModel, type TileModel } from './tile-model';

/** A field of a content type in the shape Contentful's Management API (and a space export) uses. */
export interface ContentTypeField {
  id: string;
  name: string;
  type: string;
  localized: false;
  required: boolean;
  validations: FieldValidation[];
  disabled: false;
  omitted: false;
  linkType?: 'Entry' | 'Asset';
  items?: { type: string; linkType?: 'Entry' | 'Asset'; validations: FieldValidation[] };
}

export interface ContentTypeOfModel {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: 'key';
  fields: ContentTypeField[];
}

/** A field's control in the entry editor: Contentful's built-in widget, with the help text. */
export interface FieldControl {
  contentTypeId: string;
  fieldId: string;
  widgetId: string;
  settings: { helpText: string };
}

function contentField(id: string, declared: TileField): ContentTypeField {
  const { name, type, required, validations, linkType, items } = declared;
  return {
    id,
    name,
    type,
    localized: false,
    required,
    validations,
    disabled: false,
    omitted: false,
    ...(linkType ? { linkType } : {}),
    ...(items ? { items } : {}),
  };
}

function fieldsOf(model: TileModel | PartModel): [string, TileField][] {
  const own = Object.entries(model.fields);
  const frame = model.kind === 'tile' ? Object.entries(tileFrameFields) : [];
  return [['key', keyField], ...own, ...frame];
}

/** The content type a tile's or part's model declares, as Contentful holds it. */
export function contentTypeOf(model: TileModel | PartModel): ContentTypeOfModel {
  return {
    sys: { id: model.contentTypeId, type: 'ContentType' },
    name: model.name,
    description: model.description,
    displayField: 'key',
    fields: fieldsOf(model).map(([id, declared]) => contentField(id, declared)),
  };
}

/** The controls of the fields that have a help text. */
export function controlsOf(model: TileModel | PartModel): FieldControl[] {
  return fieldsOf(model).flatMap(([fieldId, declared]) =>
    declared.helpText
      ? [
          {
            contentTypeId: model.contentTypeId,
            fieldId,
            widgetId: declared.widgetId,
            settings: { helpText: declared.helpText },
          },
        ]
      : [],
  );
}

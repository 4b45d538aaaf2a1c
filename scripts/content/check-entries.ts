import type { ModelContentType, ModelField, Validation } from './read-model';

/** The part of a space export the check reads. */
export interface ExportForCheck {
  locales: { code: string; default?: boolean }[];
  entries: {
    sys: { id: string; contentType: { sys: { id: string } } };
    fields: Record<string, Record<string, unknown>>;
  }[];
  assets: {
    sys: { id: string };
    fields: Record<string, Record<string, unknown>>;
  }[];
}

const mimeGroups: Record<string, RegExp> = {
  image: /^image\//,
  video: /^video\//,
  audio: /^audio\//,
  pdfdocument: /^application\/pdf$/,
};

/**
 * Every way the entries of a space export break the content model, as readable lines (none when
 * the export conforms): unknown content types and fields, missing required fields, wrong types,
 * failed validations, duplicate unique values and links to nothing.
 */
export function checkEntries(model: ModelContentType[], space: ExportForCheck): string[] {
  const problems: string[] = [];
  const types = new Map(model.map((type) => [type.sys.id, type]));
  const locale = space.locales.find((l) => l.default)?.code ?? space.locales[0]?.code ?? 'en-US';
  const entryTypes = new Map(space.entries.map((e) => [e.sys.id, e.sys.contentType.sys.id]));
  const assetTypes = new Map(
    space.assets.map((a) => [
      a.sys.id,
      String((a.fields.file?.[locale] as { contentType?: string } | undefined)?.contentType ?? ''),
    ]),
  );
  const seenUnique = new Map<string, string>();

  for (const asset of space.assets) {
    const file = asset.fields.file?.[locale] as { url?: string; contentType?: string } | undefined;
    if (!file?.url || !file.contentType) {
      problems.push(`asset ${asset.sys.id}: has no file url and content type`);
    }
  }

  for (const entry of space.entries) {
    const typeId = entry.sys.contentType.sys.id;
    const where = `${typeId} ${entry.sys.id}`;
    const type = types.get(typeId);
    if (!type) {
      problems.push(`${where}: content type "${typeId}" is not in the model`);
      continue;
    }
    for (const key of Object.keys(entry.fields)) {
      if (!type.fields.some((field) => field.id === key && !field.omitted)) {
        problems.push(`${where}: field "${key}" is not in the model`);
      }
    }
    for (const field of type.fields) {
      const value = entry.fields[field.id]?.[locale];
      const at = `${where}.${field.id}`;
      if (value === undefined || value === null) {
        if (field.required) problems.push(`${at}: is required`);
        continue;
      }
      problems.push(...checkValue(at, field, value));
      if (field.validations.some((v) => v.unique)) {
        const uniqueKey = `${typeId}.${field.id}=${JSON.stringify(value)}`;
        const other = seenUnique.get(uniqueKey);
        if (other) problems.push(`${at}: must be unique, but ${other} has the same value`);
        else seenUnique.set(uniqueKey, entry.sys.id);
      }
    }
  }
  return problems;

  function checkValue(
    at: string,
    field: Pick<ModelField, 'type' | 'linkType' | 'items' | 'validations'>,
    value: unknown,
  ): string[] {
    const out: string[] = [];
    switch (field.type) {
      case 'Symbol':
      case 'Text':
        if (typeof value !== 'string') return [`${at}: expected text`];
        if (field.type === 'Symbol' && value.length > 256)
          out.push(`${at}: longer than 256 characters`);
        break;
      case 'Integer':
        if (!Number.isInteger(value)) return [`${at}: expected a whole number`];
        break;
      case 'Number':
        if (typeof value !== 'number' || !Number.isFinite(value))
          return [`${at}: expected a number`];
        break;
      case 'Boolean':
        if (typeof value !== 'boolean') return [`${at}: expected true or false`];
        break;
      case 'Date':
        if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
          return [`${at}: expected a date`];
        break;
      case 'Location': {
        const location = value as { lat?: unknown; lon?: unknown };
        if (typeof location.lat !== 'number' || typeof location.lon !== 'number') {
          return [`${at}: expected a location {lat, lon}`];
        }
        break;
      }
      case 'Object':
        if (typeof value !== 'object') return [`${at}: expected a JSON object`];
        break;
      case 'RichText':
        if ((value as { nodeType?: string }).nodeType !== 'document')
          return [`${at}: expected a rich text document`];
        out.push(...checkRichTextLinks(at, value));
        break;
      case 'Link':
        out.push(...checkLink(at, field.linkType, field.validations, value));
        return out;
      case 'Array':
        if (!Array.isArray(value)) return [`${at}: expected a list`];
        value.forEach((item, index) => {
          out.push(...checkValue(`${at}[${index}]`, { ...field.items!, items: undefined }, item));
        });
        break;
      default:
        return [`${at}: unknown field type ${field.type}`];
    }
    for (const validation of field.validations) out.push(...checkValidation(at, validation, value));
    return out;
  }

  function checkLink(
    at: string,
    linkType: string | undefined,
    validations: Validation[],
    value: unknown,
  ): string[] {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type !== 'Link' || sys.linkType !== linkType || !sys.id)
      return [`${at}: expected a link to an ${linkType}`];
    if (linkType === 'Entry') {
      const targetType = entryTypes.get(sys.id);
      if (!targetType) return [`${at}: links to entry ${sys.id}, which does not exist`];
      const allowed = validations.find((v) => v.linkContentType)?.linkContentType;
      if (allowed && !allowed.includes(targetType))
        return [`${at}: links to a ${targetType}; allowed: ${allowed.join(', ')}`];
    } else {
      const mime = assetTypes.get(sys.id);
      if (mime === undefined) return [`${at}: links to asset ${sys.id}, which does not exist`];
      const groups = validations.find((v) => v.linkMimetypeGroup)?.linkMimetypeGroup;
      if (groups && !groups.some((group) => mimeGroups[group]?.test(mime))) {
        return [`${at}: links to a ${mime} asset; allowed: ${groups.join(', ')}`];
      }
    }
    return [];
  }

  function checkRichTextLinks(at: string, node: unknown): string[] {
    const target = (node as { data?: { target?: { sys?: { linkType?: string } } } }).data?.target;
    const own = target?.sys ? checkLink(at, target.sys.linkType, [], target) : [];
    const children = (node as { content?: unknown[] }).content ?? [];
    return [...own, ...children.flatMap((child) => checkRichTextLinks(at, child))];
  }
}

function checkValidation(at: string, validation: Validation, value: unknown): string[] {
  const problems: string[] = [];
  if (validation.in && !validation.in.includes(value as never)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${validation.in.join(', ')}`);
  }
  if (validation.size) {
    const size = Array.isArray(value) || typeof value === 'string' ? value.length : undefined;
    const { min = 0, max = Infinity } = validation.size;
    if (size !== undefined && (size < min || size > max)) {
      problems.push(`${at}: size ${size} is outside ${min}..${max}`);
    }
  }
  if (validation.range && typeof value === 'number') {
    const { min = -Infinity, max = Infinity } = validation.range;
    if (value < min || value > max) problems.push(`${at}: ${value} is outside ${min}..${max}`);
  }
  if (validation.regexp && typeof value === 'string') {
    if (!new RegExp(validation.regexp.pattern, validation.regexp.flags).test(value)) {
      problems.push(`${at}: ${JSON.stringify(value)} does not match ${validation.regexp.pattern}`);
    }
  }
  return problems;
}

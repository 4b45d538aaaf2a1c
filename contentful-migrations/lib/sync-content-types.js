// Makes the space's content types what a generated migration says they are (the tiles' content
// types, generated from src/blocks/*/*.model.ts by `npm run content:tiles`). It reads each content
// type from the space first and asks only for what differs: a missing type or field is created, a
// field whose name, required flag or validations differ is edited, and nothing else is touched, so
// it can run again (or on a space that already has some of it) and change nothing. A field is never
// deleted here, and a field of another type in the space stops the migration: that needs a
// migration written by hand, which moves its values.

/** The same JSON, whatever the order of its keys. */
function same(a, b) {
  const stable = (value) =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .filter((key) => value[key] !== undefined)
              .sort()
              .map((key) => [key, stable(value[key])]),
          )
        : value;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

/** The field's options as contentful-migration's createField and editField take them. */
function optionsOf(field) {
  const { id, localized, disabled, omitted, ...options } = field;
  void id;
  void localized;
  void disabled;
  void omitted;
  return options;
}

async function contentTypeIn(makeRequest, id) {
  try {
    return await makeRequest({ method: 'GET', url: `/content_types/${id}` });
  } catch (error) {
    if (error && (error.status === 404 || error.name === 'NotFound' || /404/.test(error.message)))
      return undefined;
    throw error;
  }
}

/**
 * @param {any} migration the `migration` a contentful-migration script receives
 * @param {(config: { method: string, url: string }) => Promise<any>} makeRequest from its `context`
 * @param {{
 *   contentTypes: { sys: { id: string }, name: string, description: string, displayField: string, fields: any[] }[],
 *   controls: { contentTypeId: string, fieldId: string, widgetId: string, settings: object }[],
 *   links: { contentTypeId: string, fieldId: string, linkContentType: string[] }[],
 * }} model
 * @returns {Promise<string[]>} what it changes, a line each (none: the space already matches)
 */
async function syncContentTypes(migration, makeRequest, { contentTypes, controls, links }) {
  const changes = [];
  for (const wanted of contentTypes) {
    const id = wanted.sys.id;
    const { name, description, displayField } = wanted;
    const current = await contentTypeIn(makeRequest, id);
    let type;
    const edit = () => (type ??= migration.editContentType(id));
    if (!current) {
      type = migration.createContentType(id, { name, description });
      changes.push(`create ${id}`);
    } else {
      const differing = Object.entries({ name, description, displayField }).filter(
        ([key, value]) => current[key] !== value,
      );
      if (differing.some(([key]) => key !== 'displayField')) {
        edit();
        for (const [key, value] of differing) if (key !== 'displayField') type[key](value);
        changes.push(`edit ${id}`);
      }
    }
    for (const field of wanted.fields) {
      const existing = current?.fields.find((candidate) => candidate.id === field.id);
      if (!existing) {
        edit().createField(field.id, optionsOf(field));
        changes.push(`create ${id}.${field.id}`);
        continue;
      }
      if (existing.type !== field.type) {
        throw new Error(
          `${id}.${field.id} is a ${existing.type} in the space and a ${field.type} in the model: ` +
            'changing a field type needs a migration written by hand, which moves its values',
        );
      }
      const keys = ['name', 'required', 'validations', 'linkType', 'items'];
      const differing = keys.filter(
        (key) => !same(existing[key] ?? (key === 'validations' ? [] : undefined), field[key]),
      );
      if (differing.length > 0) {
        edit().editField(field.id, Object.fromEntries(differing.map((key) => [key, field[key]])));
        changes.push(`edit ${id}.${field.id}`);
      }
    }
    // Fields in the model's order: a created field comes last, so it moves to its place.
    const order = [
      ...(current ? current.fields.map((field) => field.id) : []),
      ...wanted.fields
        .map((field) => field.id)
        .filter((id) => !current?.fields.some((f) => f.id === id)),
    ];
    wanted.fields.forEach((field, index) => {
      const previous = index === 0 ? undefined : wanted.fields[index - 1].id;
      const at = order.indexOf(field.id);
      if (at === (previous === undefined ? 0 : order.indexOf(previous) + 1)) return;
      order.splice(at, 1);
      if (previous === undefined) {
        order.unshift(field.id);
        edit().moveField(field.id).toTheTop();
      } else {
        order.splice(order.indexOf(previous) + 1, 0, field.id);
        edit().moveField(field.id).afterField(previous);
      }
      if (current) changes.push(`move ${id}.${field.id}`);
    });
    if (!current || current.displayField !== displayField) edit().displayField(displayField);
    const wantedControls = controls.filter((candidate) => candidate.contentTypeId === id);
    const editor =
      current && wantedControls.length > 0
        ? await makeRequest({ method: 'GET', url: `/content_types/${id}/editor_interface` })
        : undefined;
    for (const control of wantedControls) {
      const existing = editor?.controls?.find((candidate) => candidate.fieldId === control.fieldId);
      if (existing?.widgetId === control.widgetId && same(existing.settings, control.settings)) {
        continue;
      }
      edit().changeFieldControl(control.fieldId, 'builtin', control.widgetId, control.settings);
      if (current) changes.push(`edit ${id}.${control.fieldId}'s control`);
    }
  }
  for (const link of links) {
    const current = await contentTypeIn(makeRequest, link.contentTypeId);
    const field = current?.fields.find((candidate) => candidate.id === link.fieldId);
    if (!field?.items) throw new Error(`${link.contentTypeId}.${link.fieldId} is not a list`);
    const validations = [{ linkContentType: link.linkContentType }];
    if (same(field.items.validations ?? [], validations)) continue;
    migration
      .editContentType(link.contentTypeId)
      .editField(link.fieldId)
      .items({ ...field.items, validations });
    changes.push(`edit ${link.contentTypeId}.${link.fieldId}`);
  }
  return changes;
}

module.exports = { syncContentTypes };

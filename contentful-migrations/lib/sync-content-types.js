// Makes the space's content types what a generated migration says they are (the tiles' content
// types, generated from src/blocks/*/*.model.ts by `npm run content:tiles`). It reads each content
// type from the space first and asks only for what differs: a missing type or field is created, a
// field whose name, required flag or validations differ is edited, a field out of the model's
// order is moved, and nothing else is touched, so it can run again (or on a space that already has
// some of it) and change nothing. A field is never deleted here, and a field of another type in the
// space stops the migration: that needs a migration written by hand, which moves its values.
const { sameJson } = require('./same-json');
const { find } = require('./space-reads');

/** What a field is, as contentful-migration's createField takes it; all but `type` can be edited. */
const fieldKeys = ['name', 'type', 'required', 'validations', 'linkType', 'items'];

const optionsOf = (field) =>
  Object.fromEntries(fieldKeys.filter((key) => field[key] !== undefined).map((k) => [k, field[k]]));

/** Creates the fields the space lacks and edits those that differ. */
function syncFields(edit, current, fields) {
  for (const field of fields) {
    const existing = current && current.fields.find((candidate) => candidate.id === field.id);
    if (!existing) {
      edit().createField(field.id, optionsOf(field));
      continue;
    }
    if (existing.type !== field.type) {
      throw new Error(
        `${current.sys.id}.${field.id} is a ${existing.type} in the space and a ${field.type} in ` +
          'the model: changing a field type needs a migration written by hand, which moves its values',
      );
    }
    const differing = fieldKeys.filter(
      (key) => !sameJson(existing[key] ?? (key === 'validations' ? [] : undefined), field[key]),
    );
    if (differing.length > 0) {
      edit().editField(field.id, Object.fromEntries(differing.map((key) => [key, field[key]])));
    }
  }
}

/** Moves each field to its place in the model's order (a field just created comes last). */
function syncOrder(edit, current, fields) {
  const order = current ? current.fields.map((field) => field.id) : [];
  for (const { id } of fields) if (!order.includes(id)) order.push(id);
  fields.forEach(({ id }, index) => {
    const previous = index === 0 ? undefined : fields[index - 1].id;
    const place = () => (previous === undefined ? 0 : order.indexOf(previous) + 1);
    if (order.indexOf(id) === place()) return;
    order.splice(order.indexOf(id), 1);
    order.splice(place(), 0, id);
    const move = edit().moveField(id);
    if (previous === undefined) move.toTheTop();
    else move.afterField(previous);
  });
}

/** Sets the controls (help texts) that differ from the editor interface's. */
async function syncControls(edit, makeRequest, current, controls) {
  if (controls.length === 0) return;
  const editor = current
    ? await makeRequest({ method: 'GET', url: `/content_types/${current.sys.id}/editor_interface` })
    : undefined;
  for (const control of controls) {
    const existing = editor && editor.controls.find((each) => each.fieldId === control.fieldId);
    const same =
      existing &&
      existing.widgetId === control.widgetId &&
      sameJson(existing.settings, control.settings);
    if (!same) {
      edit().changeFieldControl(control.fieldId, 'builtin', control.widgetId, control.settings);
    }
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
 */
async function syncContentTypes(migration, makeRequest, { contentTypes, controls, links }) {
  for (const wanted of contentTypes) {
    const id = wanted.sys.id;
    const current = await find(makeRequest, `/content_types/${id}`);
    // The content type is edited only if something differs.
    let type = current
      ? undefined
      : migration.createContentType(id, { name: wanted.name, description: wanted.description });
    const edit = () => (type ??= migration.editContentType(id));
    for (const key of ['name', 'description']) {
      if (current && current[key] !== wanted[key]) edit()[key](wanted[key]);
    }
    syncFields(edit, current, wanted.fields);
    syncOrder(edit, current, wanted.fields);
    if (!current || current.displayField !== wanted.displayField) {
      edit().displayField(wanted.displayField);
    }
    const own = controls.filter((control) => control.contentTypeId === id);
    await syncControls(edit, makeRequest, current, own);
  }
  for (const link of links) {
    const type = await find(makeRequest, `/content_types/${link.contentTypeId}`);
    const field = type && type.fields.find((candidate) => candidate.id === link.fieldId);
    if (!field || !field.items) {
      throw new Error(`${link.contentTypeId}.${link.fieldId} is not a list`);
    }
    const validations = [{ linkContentType: link.linkContentType }];
    if (sameJson(field.items.validations ?? [], validations)) continue;
    migration
      .editContentType(link.contentTypeId)
      .editField(link.fieldId)
      .items({ ...field.items, validations });
  }
}

module.exports = { syncContentTypes };

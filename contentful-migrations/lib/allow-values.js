// Adds values to the allowed values (the `in` validation) of a field, such as a tile type to the
// tile's `type`. It reads the list the space holds now and writes it back with the new values at
// the end, so a migration names only what it adds and never repeats (or drops) the others.

/**
 * @param {{ editContentType(id: string): { editField(id: string): { validations(v: object[]): unknown } } }} migration
 *   the `migration` a contentful-migration script receives
 * @param {(config: { method: string, url: string }) => Promise<any>} makeRequest
 *   from the script's `context` (the Management API of the space being migrated)
 * @param {{ contentType: string, field: string, values: string[] }} change
 * @returns {Promise<string[]>} the values that were not allowed yet (none: nothing is changed)
 */
async function allowValues(migration, makeRequest, { contentType, field, values }) {
  const type = await makeRequest({ method: 'GET', url: `/content_types/${contentType}` });
  const current = type.fields.find((candidate) => candidate.id === field);
  if (!current) throw new Error(`allowValues: ${contentType}.${field} does not exist`);
  const validations = current.validations ?? [];
  const allowed = validations.find((validation) => validation.in)?.in ?? [];
  const added = values.filter(
    (value, index) => !allowed.includes(value) && values.indexOf(value) === index,
  );
  if (added.length === 0) return added;
  // Keep the field's other validations, and the `in` validation's own message if it has one.
  const next = validations.some((validation) => validation.in)
    ? validations.map((validation) =>
        validation.in ? { ...validation, in: [...allowed, ...added] } : validation,
      )
    : [...validations, { in: added }];
  migration.editContentType(contentType).editField(field).validations(next);
  return added;
}

module.exports = { allowValues };

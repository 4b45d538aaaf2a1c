// Which of a content type's fields the space does not have yet, read from the space itself, so a
// migration that creates fields can run again and create nothing (the Management API refuses a
// field that exists), and one that deletes fields can run again and delete nothing.

/**
 * @param {(config: { method: string, url: string }) => Promise<any>} makeRequest
 *   from the script's `context` (the Management API of the space being migrated)
 * @param {string} contentType
 * @param {string[]} fields
 * @returns {Promise<{ missing: string[], present: string[] }>}
 */
async function fieldsOf(makeRequest, contentType, fields) {
  const type = await makeRequest({ method: 'GET', url: `/content_types/${contentType}` });
  const ids = new Set(type.fields.map((field) => field.id));
  return {
    missing: fields.filter((field) => !ids.has(field)),
    present: fields.filter((field) => ids.has(field)),
  };
}

module.exports = { fieldsOf };

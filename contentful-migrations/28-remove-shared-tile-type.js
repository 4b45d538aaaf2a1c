// Removes the shared `tile` content type, which every tile had before each tile type had its own
// (26, 27): pages and restaurants then list only the tiles' own content types. It refuses while an
// entry of `tile` remains (27 leaves a tile whose type the space has no content type for: an editor
// moves or deletes it first), and does nothing once `tile` is gone, so it can run again.
const { find } = require('./lib/space-reads');

const tileLists = [
  ['page', 'tiles'],
  ['restaurant', 'heroTiles'],
];

module.exports = async function (migration, { makeRequest }) {
  if (!(await find(makeRequest, '/content_types/tile'))) return;
  const left = await makeRequest({ method: 'GET', url: '/entries?content_type=tile&limit=1' });
  if (left.total > 0) {
    throw new Error(
      `28: ${left.total} entries of the content type tile remain (such as ${left.items[0].sys.id}): ` +
        'move or delete them, then run it again',
    );
  }
  for (const [contentType, fieldId] of tileLists) {
    const type = await makeRequest({ method: 'GET', url: `/content_types/${contentType}` });
    const field = type.fields.find((each) => each.id === fieldId);
    const validations = field.items.validations.map((validation) =>
      validation.linkContentType
        ? {
            ...validation,
            linkContentType: validation.linkContentType.filter((id) => id !== 'tile'),
          }
        : validation,
    );
    migration
      .editContentType(contentType)
      .editField(fieldId)
      .items({ ...field.items, validations });
  }
  migration.deleteContentType('tile');
};

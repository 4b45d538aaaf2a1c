// The contact form tile, src/blocks/contact-form/ (written by npm run new-tile).
// Allows type "form" and formType "contact" on tiles, after the values the space allows already.
const { allowValues } = require('./lib/allow-values');

module.exports = async function (migration, { makeRequest }) {
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: 'type',
    values: ['form'],
  });
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: 'formType',
    values: ['contact'],
  });
};

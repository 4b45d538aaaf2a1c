// The sign up form tile, src/blocks/sign-up-form/ (written by npm run new-tile).
// Allows formType "signUp" on tiles, after the values the space allows already, and adds the
// optional label of a partner's terms box (the sign-up form's acceptDaciaTerms, spec 2 §3).
const { allowValues } = require('./lib/allow-values');

module.exports = async function (migration, { makeRequest }) {
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: 'formType',
    values: ['signUp'],
  });
  migration.editContentType('tile').createField('partnerTermsLabel', {
    name: "Partner terms label (sign-up form: a partner's terms box shows only with one)",
    type: 'Symbol',
  });
};

// The group booking form tile, src/blocks/group-booking-form/ (written by npm run new-tile).
// Allows formType "groupBooking" on tiles, after the values the space allows already.
const { allowValues } = require('./lib/allow-values');

module.exports = async function (migration, { makeRequest }) {
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: 'formType',
    values: ['groupBooking'],
  });
};

// The job search form tile, src/blocks/job-search-form/ (written by npm run new-tile).
// Allows formType "jobSearch" on tiles, after the values the space allows already.
const { allowValues } = require('./lib/allow-values');

module.exports = async function (migration, { makeRequest }) {
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: 'formType',
    values: ['jobSearch'],
  });
};

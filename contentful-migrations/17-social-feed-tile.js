// The social feed tile, src/blocks/social-feed/ (written by npm run new-tile).
// Allows type "socialFeed" on tiles, after the values the space allows already, and adds the number
// of posts the tile shows (spec 2 §1 "see a social media feed"); its title and its links (the
// brand's profile) are the tile's own fields.
const { allowValues } = require('./lib/allow-values');

module.exports = async function (migration, { makeRequest }) {
  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: 'type',
    values: ['socialFeed'],
  });
  migration.editContentType('tile').createField('postCount', {
    name: 'Number of posts (social feed tiles: 1 to 24, 6 when empty)',
    type: 'Integer',
    validations: [{ range: { min: 1, max: 24 } }],
  });
};

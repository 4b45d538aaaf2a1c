// The in-page booking strip (spec 1 §2 "Header" Book Now, "Simple book-now modal"): a tile that
// starts the table-booking journey where it stands. On a restaurant's page it books that
// restaurant; elsewhere an editor may fix one with `storeId`, or leave it empty to let the diner
// choose.
module.exports = function (migration) {
  const tile = migration.editContentType('tile');
  tile.editField('type', {
    validations: [
      {
        in: [
          'hero',
          'text',
          'image',
          'carousel',
          'callToAction',
          'accordion',
          'banner',
          'locationFinder',
          'restaurantList',
          'menu',
          'bookingStrip',
        ],
      },
    ],
  });
  tile.createField('storeId', {
    name: 'Restaurant store id (booking strip tiles)',
    type: 'Symbol',
    validations: [{ regexp: { pattern: '^[0-9A-Za-z-]{1,20}$' } }],
  });
};

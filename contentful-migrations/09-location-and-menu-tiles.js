// The tiles of finding a restaurant (spec 2 §2 "Location finder", "Restaurant list tiles") and of
// menus (spec 2 §2 "Menus"): new tile types, and the menu a menu tile shows.
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
        ],
      },
    ],
  });
  tile.createField('menu', {
    name: 'Menu (menu tiles)',
    type: 'Link',
    linkType: 'Entry',
    validations: [{ linkContentType: ['menu'] }],
  });
};

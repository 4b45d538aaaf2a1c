// What the old site's URLs need (spec 1 §2 "Legacy redirects"): a restaurant's old venue names in
// /italian-restaurant/{city}/{venue}, and the brand's gift-card shop that the old gift-card URLs
// go to (the feedback URL is already a setting).
module.exports = function (migration) {
  const restaurant = migration.editContentType('restaurant');
  restaurant
    .createField('legacySlugs')
    .name('Old venue names (legacy URLs)')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }] });

  const settings = migration.editContentType('settings');
  settings
    .createField('giftCardUrl')
    .name('Gift-card shop URL')
    .type('Symbol')
    .validations([{ regexp: { pattern: '^https://' } }]);
};

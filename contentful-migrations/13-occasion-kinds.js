// The occasions a customer can save a date for on /occasion-date/{guid}, besides their birthday and
// anniversary (spec 2 §3 "Site settings": the occasion-date shape).
module.exports = function (migration) {
  const settings = migration.editContentType('settings');
  settings
    .createField('occasionKinds')
    .name('Occasion kinds')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { min: 1, max: 60 } }] });
};

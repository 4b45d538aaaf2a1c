// A choice that takes one answer (how often a customer eats with us) is asked with radio buttons,
// and the site refuses more than one option for it; other choices take several.
module.exports = function (migration) {
  const choice = migration.editContentType('choice');
  choice
    .createField('oneAnswer')
    .name('One answer only')
    .type('Boolean')
    .defaultValue({ 'en-GB': false });
};

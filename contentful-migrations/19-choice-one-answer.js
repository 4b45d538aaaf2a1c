// A choice that takes one answer (how often a customer eats with us) is asked with radio buttons,
// and the site refuses more than one option for it; other choices take several.
const { defaultLocale } = require('./lib/default-locale');

module.exports = async function (migration, { makeRequest }) {
  // The default value is keyed by the space's default locale (lib/default-locale.js).
  const locale = await defaultLocale(makeRequest);
  const choice = migration.editContentType('choice');
  choice
    .createField('oneAnswer')
    .name('One answer only')
    .type('Boolean')
    .defaultValue({ [locale]: false });
};

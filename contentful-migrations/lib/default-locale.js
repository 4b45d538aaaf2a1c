// The code of the space's default locale, read from the space, so a migration keys what it writes
// (a field's default value, an entry's fields) by the locale the space has rather than naming one.
//
// Migrations 05, 07, 08 and 19 were written with default values keyed 'en-GB'. The Management API
// refuses a default value for a locale the space does not have, so on a new space whose default
// locale is en-US (Contentful's own default) they could not run at all, nor could 13, 18, 21 and 23
// after them (issue 34). They are edited, against the rule of never editing a migration that has
// run, because no space other than an en-GB one can ever have run them; on an en-GB space they do
// exactly what they did.

/**
 * @param {(config: { method: string, url: string }) => Promise<any>} makeRequest
 *   from the script's `context` (the Management API of the space being migrated)
 * @returns {Promise<string>} the code of the locale with `default: true`, such as 'en-GB'
 */
async function defaultLocale(makeRequest) {
  const locales = await makeRequest({ method: 'GET', url: '/locales' });
  const found = (locales.items ?? []).find((locale) => locale.default);
  if (!found) throw new Error('defaultLocale: the space has no default locale');
  return found.code;
}

module.exports = { defaultLocale };

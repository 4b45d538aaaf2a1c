// Issue 34, second step: removes the restaurant's old JSON opening hours (`hours`,
// `alternativeHours`), which migration 20 moved into validated fields and made read-only. Run it
// once the site that reads the new fields is live: the site before it reads only the JSON.
//
// It refuses while a restaurant still has JSON hours and none in the new fields (migration 20 names
// those whose JSON it could not read: an editor sets their hours by hand first), so no hours are
// lost. Re-runnable: once the fields are gone it does nothing.
const { defaultLocale } = require('./lib/default-locale');
const { readJsonHours, weekdays } = require('./lib/json-opening-hours');
const { allEntries } = require('./lib/space-reads');

const structured = [...weekdays.flatMap((day) => [`${day}Open`, `${day}Close`]), 'hoursExceptions'];

module.exports = async function (migration, { makeRequest }) {
  const restaurantType = await makeRequest({ method: 'GET', url: '/content_types/restaurant' });
  const old = ['hours', 'alternativeHours'].filter((id) =>
    restaurantType.fields.some((field) => field.id === id),
  );
  if (old.length === 0) return;

  const locale = await defaultLocale(makeRequest);
  const unmoved = [];
  for (const entry of await allEntries(makeRequest, 'restaurant')) {
    const value = (id) => entry.fields[id] && entry.fields[id][locale];
    const has = (id) => value(id) !== undefined;
    if (!old.some(has) || structured.some(has)) continue;
    // JSON that says closed every day, with no exceptions, has nothing to move.
    const read = readJsonHours(value('hours'), value('alternativeHours'));
    const given = Object.keys(read.weekly).length + read.exceptions.length + read.problems.length;
    if (given > 0) unmoved.push(entry.sys.id);
  }
  if (unmoved.length > 0) {
    throw new Error(
      `These restaurants still have only JSON opening hours: ${unmoved.join(', ')}. Run migration 20, or set their hours by hand, then run this again.`,
    );
  }
  const restaurant = migration.editContentType('restaurant');
  for (const id of old) restaurant.deleteField(id);
};

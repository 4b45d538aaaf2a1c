// Issue 34: a restaurant's opening hours in fields Contentful validates, not hand-typed JSON.
// Per weekday an open and a close time (spec 2 §3 "Opening hours": "per weekday, an Open and a
// Close time"), each checked against HH:mm, both left empty on a closed day; and its exceptions,
// each an entry of its own with a real date, a closed flag or times, and a label. Then every
// restaurant's JSON hours that read cleanly move into the new fields, and the JSON fields become
// read-only (migration 22 removes them once the site no longer reads them).
//
// Re-runnable: it reads the space first (context.makeRequest) and does only what is not done yet,
// so a second run changes nothing. Locale-agnostic: it writes the space's default locale.
const { defaultLocale } = require('./lib/default-locale');
const { readJsonHours, weekdays, timePattern } = require('./lib/json-opening-hours');
const { allEntries, find } = require('./lib/space-reads');

const dayNames = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const timeValidation = {
  regexp: { pattern: timePattern },
  message: 'A 24-hour time HH:mm, such as 09:30 or 22:00',
};
const exceptionType = 'openingHoursException';
/** The restaurant's new fields, in the order editors see them. */
const weekdayFields = weekdays.flatMap((day) => [`${day}Open`, `${day}Close`]);

function createExceptionType(migration) {
  const exception = migration.createContentType(exceptionType, {
    name: 'Opening hours exception',
    description:
      'A date on which a restaurant opens other hours or is closed (Christmas Day, a private event). Add it to the restaurant’s "Opening hours exceptions".',
    displayField: 'label',
  });
  exception.createField('label', { name: 'Label', type: 'Symbol' });
  exception.createField('date', { name: 'Date', type: 'Date', required: true });
  exception.createField('closed', { name: 'Closed all day', type: 'Boolean' });
  exception.createField('open', { name: 'Opens', type: 'Symbol', validations: [timeValidation] });
  exception.createField('close', { name: 'Closes', type: 'Symbol', validations: [timeValidation] });
  exception.changeFieldControl('label', 'builtin', 'singleLine', {
    helpText: 'What diners read beside the date, e.g. Christmas Day. Optional.',
  });
  exception.changeFieldControl('date', 'builtin', 'datePicker', {
    format: 'dateonly',
    helpText: 'The day these hours replace the usual weekday’s (London time).',
  });
  exception.changeFieldControl('closed', 'builtin', 'boolean', {
    helpText: 'Yes: closed all day (the times are then ignored). No: give the times below.',
    trueLabel: 'Yes',
    falseLabel: 'No',
  });
  exception.changeFieldControl('open', 'builtin', 'singleLine', {
    helpText: 'Opening time that day, 24-hour HH:mm, e.g. 12:00.',
  });
  exception.changeFieldControl('close', 'builtin', 'singleLine', {
    helpText:
      'Closing time that day, 24-hour HH:mm, e.g. 16:00. At or before the opening time means after midnight (00:30).',
  });
}

function createRestaurantFields(migration, existing) {
  const restaurant = migration.editContentType('restaurant');
  for (const day of weekdays) {
    for (const [suffix, verb] of [
      ['Open', 'opens'],
      ['Close', 'closes'],
    ]) {
      const id = `${day}${suffix}`;
      if (existing.has(id)) continue;
      restaurant.createField(id, {
        name: `${dayNames[day]} ${verb}`,
        type: 'Symbol',
        validations: [timeValidation],
      });
      restaurant.changeFieldControl(id, 'builtin', 'singleLine', {
        helpText:
          suffix === 'Open'
            ? `24-hour HH:mm, e.g. 11:30. Leave both ${dayNames[day]} times empty when closed every ${dayNames[day]}.`
            : `24-hour HH:mm, e.g. 22:00. At or before the opening time means after midnight (00:30).`,
      });
    }
  }
  if (!existing.has('hoursExceptions')) {
    restaurant.createField('hoursExceptions', {
      name: 'Opening hours exceptions',
      type: 'Array',
      items: {
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: [exceptionType] }],
      },
    });
    restaurant.changeFieldControl('hoursExceptions', 'builtin', 'entryLinksEditor', {
      helpText:
        'Dates with other hours or closed (bank holidays, Christmas). A date not listed keeps its weekday’s hours.',
      bulkEditing: false,
      showLinkEntityAction: true,
      showCreateEntityAction: true,
    });
  }
  return restaurant;
}

module.exports = async function (migration, { makeRequest }) {
  const locale = await defaultLocale(makeRequest);
  const restaurantType = await makeRequest({ method: 'GET', url: '/content_types/restaurant' });
  const existing = new Map(restaurantType.fields.map((field) => [field.id, field]));

  if (!(await find(makeRequest, `/content_types/${exceptionType}`))) {
    createExceptionType(migration);
  }
  const restaurant = createRestaurantFields(migration, existing);

  const json = ['hours', 'alternativeHours'].filter((id) => existing.has(id));
  for (const id of json) {
    const field = existing.get(id);
    if (field.disabled && !field.required) continue;
    // Read-only from now on, and no longer required: a new restaurant gives the fields above.
    restaurant
      .editField(id)
      .name(`${field.name} (old JSON, read-only)`)
      .required(false)
      .disabled(true);
  }
  if (json.length === 0) return; // migration 22 has removed them: nothing left to move

  // Which restaurants have JSON hours still to move: none of the new fields set yet, and JSON
  // that reads cleanly. The others are named, for an editor to set by hand.
  const value = (entry, id) => entry.fields[id] && entry.fields[id][locale];
  const moves = new Map();
  for (const entry of await allEntries(makeRequest, 'restaurant')) {
    if ([...weekdayFields, 'hoursExceptions'].some((id) => value(entry, id) !== undefined))
      continue;
    if (value(entry, 'hours') === undefined && value(entry, 'alternativeHours') === undefined)
      continue;
    const read = readJsonHours(value(entry, 'hours'), value(entry, 'alternativeHours'));
    if (read.problems.length > 0) {
      console.warn(
        `Restaurant ${entry.sys.id}: its JSON hours are not moved (${read.problems.join('; ')}). Set its opening hours by hand.`,
      );
    } else moves.set(entry.sys.id, read);
  }
  if (moves.size === 0) return;

  const storeIdOf = (fields) => fields.storeId && fields.storeId[locale];
  const exceptionId = (storeId, index) => `hours-${storeId}-${index + 1}`;

  // One derivation per position in the lists: each creates the restaurants' nth exception entry
  // (deriveLinkedEntries makes one linked entry per source entry and call).
  const longest = Math.max(...[...moves.values()].map((read) => read.exceptions.length));
  for (let index = 0; index < longest; index++) {
    migration.deriveLinkedEntries({
      contentType: 'restaurant',
      derivedContentType: exceptionType,
      from: ['storeId'],
      toReferenceField: 'hoursExceptions',
      derivedFields: ['label', 'date', 'closed', 'open', 'close'],
      identityKey: async (fields) => exceptionId(storeIdOf(fields), index),
      shouldPublish: 'preserve',
      deriveEntryForLocale: async (_fields, entryLocale, { id }) => {
        const exception = entryLocale === locale && moves.get(id)?.exceptions[index];
        if (!exception) return undefined;
        const { date, closed, open, close, label } = exception;
        return Object.fromEntries(
          Object.entries({ label, date, closed, open, close }).filter(([, v]) => v !== undefined),
        );
      },
    });
  }
  // Then the weekdays, and the whole list of exceptions (each derivation above linked only its own).
  migration.transformEntries({
    contentType: 'restaurant',
    from: ['storeId'],
    to: [...weekdayFields, 'hoursExceptions'],
    shouldPublish: 'preserve',
    transformEntryForLocale: async (fields, entryLocale, { id }) => {
      const read = entryLocale === locale && moves.get(id);
      if (!read) return undefined;
      const out = {};
      for (const [day, { open, close }] of Object.entries(read.weekly)) {
        out[`${day}Open`] = open;
        out[`${day}Close`] = close;
      }
      if (read.exceptions.length > 0) {
        out.hoursExceptions = read.exceptions.map((_exception, index) => ({
          sys: { type: 'Link', linkType: 'Entry', id: exceptionId(storeIdOf(fields), index) },
        }));
      }
      return Object.keys(out).length > 0 ? out : undefined;
    },
  });
};

// Reads a restaurant's old hand-typed JSON opening hours (the Object fields `hours` and
// `alternativeHours` of migration 05) for migration 20, which moves them into fields Contentful
// validates. Only hours that read cleanly are moved: the new fields refuse anything else on
// publish, and a restaurant published with half its hours would tell diners the wrong ones.

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const timePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const time = new RegExp(timePattern);

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isTime = (value) => typeof value === 'string' && time.test(value);

/**
 * @param {unknown} hours the `hours` JSON: { monday: { open, close }, ... }, a day left out closed
 * @param {unknown} alternativeHours the `alternativeHours` JSON: { exceptions: [{ date, closed | open, close, label }] }
 * @returns {{ weekly: Record<string, { open: string, close: string }>, exceptions: object[], problems: string[] }}
 */
function readJsonHours(hours, alternativeHours) {
  const problems = [];
  const weekly = {};
  if (!isRecord(hours)) problems.push('hours: not a list of weekdays');
  else {
    for (const [day, value] of Object.entries(hours)) {
      if (!weekdays.includes(day)) problems.push(`hours: "${day}" is not a weekday`);
      else if (isRecord(value) && isTime(value.open) && isTime(value.close)) {
        weekly[day] = { open: value.open, close: value.close };
      } else problems.push(`hours: ${day} has no open and close times HH:mm`);
    }
  }
  const exceptions = [];
  if (alternativeHours !== undefined && alternativeHours !== null) {
    const list = isRecord(alternativeHours) ? alternativeHours.exceptions : undefined;
    if (!Array.isArray(list)) problems.push('alternativeHours: no "exceptions" list');
    else {
      list.forEach((item, index) => {
        const where = `alternativeHours: exception ${index + 1}`;
        if (!isRecord(item) || !isCalendarDate(item.date)) {
          problems.push(`${where} has no real date YYYY-MM-DD`);
          return;
        }
        const label = typeof item.label === 'string' && item.label !== '' ? item.label : undefined;
        if (item.closed === true) exceptions.push({ date: item.date, closed: true, label });
        else if (!('closed' in item) && isTime(item.open) && isTime(item.close)) {
          exceptions.push({
            date: item.date,
            closed: false,
            open: item.open,
            close: item.close,
            label,
          });
        } else
          problems.push(`${where} (${item.date}) is neither closed nor open and close times HH:mm`);
      });
    }
  }
  return { weekly, exceptions, problems };
}

module.exports = { readJsonHours, weekdays, timePattern };

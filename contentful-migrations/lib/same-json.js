// Whether two values are the same JSON, whatever the order of their keys (and without undefined
// values): a content type as the space answers it against one as a model declares it. Not
// util.isDeepStrictEqual: that also compares prototypes, and a migration's objects may come from
// another realm (jest runs each module in its own) than the API's answers.

const stable = (value) =>
  Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .filter((key) => value[key] !== undefined)
            .sort()
            .map((key) => [key, stable(value[key])]),
        )
      : value;

/**
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
const sameJson = (a, b) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

module.exports = { sameJson };

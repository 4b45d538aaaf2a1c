// Reads of the space a migration runs against (through `context.makeRequest`, the Management API),
// shared by the scripts that look before they write so they can run again and change nothing.

/** Whether a Management API error is its 404: the library and the API tell it in different ways. */
const isNotFound = (error) =>
  Boolean(error) &&
  (error.status === 404 || error.name === 'NotFound' || /404|not ?found/i.test(error.message));

/**
 * @param {(config: { method: string, url: string }) => Promise<any>} makeRequest
 * @param {string} url such as `/content_types/tile`
 * @returns {Promise<any>} the entity at `url`, or undefined when the space has none
 */
async function find(makeRequest, url) {
  try {
    return await makeRequest({ method: 'GET', url });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * @param {(config: { method: string, url: string }) => Promise<any>} makeRequest
 * @param {string} contentType
 * @returns {Promise<any[]>} every entry of the content type, by id, a page of 1000 at a time
 */
async function allEntries(makeRequest, contentType) {
  const entries = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await makeRequest({
      method: 'GET',
      url: `/entries?content_type=${contentType}&skip=${skip}&limit=1000&order=sys.id`,
    });
    entries.push(...page.items);
    if (entries.length >= page.total || page.items.length === 0) return entries;
  }
}

module.exports = { find, allEntries, isNotFound };

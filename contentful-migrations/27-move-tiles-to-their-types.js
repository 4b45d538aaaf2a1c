// Moves every entry of the shared `tile` content type to its tile type's own content type (made by
// 26 from the tile models): a hero to `heroTile`, a contact form to `contactFormTile`, a carousel's
// slide to `carouselSlide` and an accordion's panel to `accordionPanel`, with the fields the new
// type has. Contentful cannot change an entry's content type, so each is a new entry
// (contentful-migration's transformEntriesToType): its id is the old one with the type in front
// (`tile-home-1` becomes `hero-home-1`), every link to the old entry is moved to it, it is
// published if the old one was, and the old one is removed. A tile whose type has no content type
// in the space is named on the console and left where it is (migration 28 then refuses to run
// until an editor moves or deletes it). It reads the space first, so it can run again and move
// nothing. Run it once the site that reads the tiles' own content types is live.
const { defaultLocale } = require('./lib/default-locale');

/** The content type of a tile type: the rule of src/lib/content/tile.schema.ts (tileContentTypeId). */
const tileContentTypeId = (type, formType) =>
  type === 'form' ? `${formType}FormTile` : `${type}Tile`;

/** The parts: entries linked from a tile's `items` are of that tile's part type. */
const partOf = { carousel: 'carouselSlide', accordion: 'accordionPanel' };

/** A short, stable hash of `text`, for an id too long to keep whole. */
function hash(text) {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value.toString(36);
}

/**
 * The moved entry's id: the old one with its target type in front, for `tile-` (`tile-home-1`
 * becomes `hero-home-1`, no longer: page data carries the ids). Contentful allows 64 characters.
 */
function movedId(id, target) {
  const moved = `${target.replace(/Tile$/, '')}-${id.replace(/^tile-/, '')}`;
  return moved.length <= 64 ? moved : `${moved.slice(0, 55)}-${hash(moved)}`;
}

async function entriesOf(makeRequest, contentType) {
  const entries = [];
  for (let skip = 0; ; skip += 100) {
    const page = await makeRequest({
      method: 'GET',
      url: `/entries?content_type=${contentType}&skip=${skip}&limit=100`,
    });
    entries.push(...page.items);
    if (entries.length >= page.total || page.items.length === 0) return entries;
  }
}

async function fieldIdsOf(makeRequest, contentType) {
  try {
    const type = await makeRequest({ method: 'GET', url: `/content_types/${contentType}` });
    return type.fields.map((field) => field.id);
  } catch (error) {
    if (error && (error.status === 404 || error.name === 'NotFound' || /404/.test(error.message)))
      return undefined;
    throw error;
  }
}

module.exports = async function (migration, { makeRequest }) {
  if (!(await fieldIdsOf(makeRequest, 'tile'))) return; // 28 has run: nothing is left to move
  const locale = await defaultLocale(makeRequest);
  const tiles = await entriesOf(makeRequest, 'tile');
  const value = (entry, field) => entry.fields[field] && entry.fields[field][locale];

  const targets = new Map();
  for (const tile of tiles) {
    const part = partOf[value(tile, 'type')];
    const items = value(tile, 'items');
    if (part && Array.isArray(items)) for (const link of items) targets.set(link.sys.id, part);
  }
  const fieldIds = new Map();
  for (const tile of tiles) {
    const id = tile.sys.id;
    const target =
      targets.get(id) ?? tileContentTypeId(value(tile, 'type'), value(tile, 'formType'));
    if (!fieldIds.has(target)) fieldIds.set(target, await fieldIdsOf(makeRequest, target));
    const fields = fieldIds.get(target);
    if (!fields) {
      console.log(`Tile ${id}: the space has no content type ${target}; left as it is`);
      continue;
    }
    migration.transformEntriesToType({
      sourceContentType: 'tile',
      targetContentType: target,
      entryIds: [id],
      identityKey: () => movedId(id, target),
      shouldPublish: 'preserve',
      updateReferences: true,
      removeOldEntries: true,
      transformEntryForLocale: (from, each) => {
        const to = {};
        for (const field of fields) {
          if (from[field] && from[field][each] !== undefined) to[field] = from[field][each];
        }
        return Object.keys(to).length > 0 ? to : undefined;
      },
    });
  }
};

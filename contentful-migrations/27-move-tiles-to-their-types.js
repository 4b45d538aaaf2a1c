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
const { allEntries, find } = require('./lib/space-reads');

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

/** The field ids of a content type of the space, or undefined when the space has no such type. */
async function fieldIdsOf(makeRequest, contentType) {
  const type = await find(makeRequest, `/content_types/${contentType}`);
  return type && type.fields.map((field) => field.id);
}

module.exports = async function (migration, { makeRequest }) {
  if (!(await fieldIdsOf(makeRequest, 'tile'))) return; // 28 has run: nothing is left to move
  const locale = await defaultLocale(makeRequest);
  const tiles = await allEntries(makeRequest, 'tile');
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

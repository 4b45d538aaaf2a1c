/**
 * The form of a place name that two spellings of one place share: no case, no accents, no
 * apostrophes, words separated by single spaces (so hyphens and dots do not matter), "Saint" as
 * "st" and "upon" as "on" ("Stoke-on-Trent" = "stoke on trent"; "Burton upon Trent" = "Burton-on-Trent";
 * "St. Albans" = "Saint Albans").
 */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word === 'saint' ? 'st' : word === 'upon' ? 'on' : word))
    .join(' ');
}

/**
 * The short form a person may type for a town named after its river or its neighbour: the part
 * before "upon", "on" or "under" ("Newcastle upon Tyne" -> "newcastle", "Southend-on-Sea" ->
 * "southend", "Ashton-under-Lyne" -> "ashton"). Null when the name has no such part.
 */
export function shortPlaceNameKey(key: string): string | null {
  const match = /^(.+?) (?:on|under) \S/.exec(key);
  return match?.[1] ?? null;
}

/** The nations of the UK, as GeoNames codes them (admin1). */
export type Nation = 'ENG' | 'WLS' | 'SCT' | 'NIR';

/** Words after a comma that only say the place is in the UK or one of its nations. */
const nations: Record<string, Nation | null> = {
  uk: null,
  'united kingdom': null,
  gb: null,
  'great britain': null,
  britain: null,
  england: 'ENG',
  wales: 'WLS',
  scotland: 'SCT',
  'northern ireland': 'NIR',
};

/**
 * Splits "Newport, Wales" into the place and the nation it names (`WLS`); "Leeds, UK" names no
 * nation. Text after a comma that is not a nation is kept as part of the place.
 */
export function splitNation(query: string): { name: string; nation?: Nation } {
  const comma = query.lastIndexOf(',');
  if (comma < 0) return { name: query };
  const tail = placeNameKey(query.slice(comma + 1));
  if (!Object.hasOwn(nations, tail)) return { name: query };
  const nation = nations[tail];
  return { name: query.slice(0, comma), ...(nation ? { nation } : {}) };
}

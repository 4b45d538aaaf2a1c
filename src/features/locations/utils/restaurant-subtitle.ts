/** The parts of a restaurant a list tile is titled from. */
interface Titled {
  title: string;
  city: string;
}

function withoutCity({ title, city }: Titled): string {
  const escaped = city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title
    .replace(new RegExp(`\\b${escaped}\\b`, 'i'), '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,–—-]+|[\s,–—-]+$/g, '');
}

/** Whether a restaurant's own title names its city ("Leeds Trinity", "York"). */
function namesItsCity(restaurant: Titled): boolean {
  return withoutCity(restaurant) !== restaurant.title.replace(/\s+/g, ' ').trim();
}

/**
 * The title of a restaurant's list tile (spec 1 §2 "The tile title is the city"). The spec's rule
 * is for restaurants named after their city ("Leeds Trinity"). A restaurant whose own title does
 * not name its city is known to diners by that title, not by the post town of its address: a
 * holiday park's ("Center Parcs Longleat Forest", whose city is Warminster), so it is titled so.
 */
export function restaurantTileTitle(restaurant: Titled): string {
  return namesItsCity(restaurant) ? restaurant.city : restaurant.title;
}

/**
 * The sub-title of a restaurant tile (spec 1 §2, spec 2 §2 "Restaurant list tiles"): where a city
 * has several restaurants, the restaurant's name with the city part removed and capitalised
 * ("Leeds Trinity" -> "Trinity"); otherwise none. `restaurantsInCity` counts the tiles titled by
 * the same city. A tile titled by its restaurant's own name has none.
 */
export function restaurantSubtitle(
  restaurant: Titled,
  restaurantsInCity: number,
): string | undefined {
  if (restaurantsInCity < 2 || !namesItsCity(restaurant)) return undefined;
  const rest = withoutCity(restaurant);
  if (!rest) return undefined;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

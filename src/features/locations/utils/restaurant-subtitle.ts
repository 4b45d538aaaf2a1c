/**
 * The sub-title of a restaurant tile (spec 1 §2, spec 2 §2 "Restaurant list tiles"): where a city
 * has several restaurants, the restaurant's name with the city part removed and capitalised
 * ("Leeds Trinity" -> "Trinity"); otherwise none.
 */
export function restaurantSubtitle(
  restaurant: { title: string; city: string },
  restaurantsInCity: number,
): string | undefined {
  if (restaurantsInCity < 2) return undefined;
  const escaped = restaurant.city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rest = restaurant.title
    .replace(new RegExp(`\\b${escaped}\\b`, 'i'), '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,–—-]+|[\s,–—-]+$/g, '');
  if (!rest) return undefined;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

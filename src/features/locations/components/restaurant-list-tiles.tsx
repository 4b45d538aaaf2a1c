import { Link } from '@/lib/ui';
import type { RestaurantTile } from '../restaurant-summary.schema';
import { restaurantSubtitle, restaurantTileTitle } from '../utils/restaurant-subtitle';
import styles from './restaurant-list-tiles.module.scss';

interface RestaurantListTilesProps {
  restaurants: RestaurantTile[];
  /** Called with the store id of the tile chosen (spec 1 §2 "Clicking a tile emits the store id"). */
  onSelect?: (storeId: string) => void;
  /** Tiles lead to the restaurant pages; without, they are buttons that only choose. */
  linkToPages?: boolean;
}

/**
 * A tile per restaurant (spec 1 §2 "Restaurant list section"): titled by its city, with the
 * restaurant's own name under it where the city has several; a restaurant whose title does not
 * name its city (a holiday park's) by that title (`restaurantTileTitle`); restaurants whose page is
 * hidden are left out.
 */
export function RestaurantListTiles({
  restaurants,
  onSelect,
  linkToPages = true,
}: RestaurantListTilesProps) {
  const shown = restaurants
    .filter((restaurant) => !restaurant.hideRestaurantDetailPage)
    .map((restaurant) => ({ restaurant, heading: restaurantTileTitle(restaurant) }))
    .sort(
      (a, b) =>
        a.heading.localeCompare(b.heading, 'en-GB') ||
        a.restaurant.title.localeCompare(b.restaurant.title, 'en-GB'),
    );
  const perHeading = new Map<string, number>();
  for (const { heading } of shown) perHeading.set(heading, (perHeading.get(heading) ?? 0) + 1);

  return (
    <ul className={styles.tiles}>
      {shown.map(({ restaurant, heading }) => {
        const subtitle = restaurantSubtitle(restaurant, perHeading.get(heading) ?? 0);
        const content = (
          <>
            <span className={styles.city}>{heading}</span>
            {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
          </>
        );
        const choose = () => onSelect?.(restaurant.storeId);
        return (
          <li key={restaurant.storeId}>
            {linkToPages ? (
              <Link href={restaurant.path} className={styles.tile} onClick={choose}>
                {content}
              </Link>
            ) : (
              <button type="button" className={styles.tile} onClick={choose}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

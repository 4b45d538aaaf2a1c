import { Link } from '@/lib/ui';
import type { RestaurantTile } from '../restaurant-summary.schema';
import { restaurantSubtitle } from '../utils/restaurant-subtitle';
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
 * restaurant's own name under it where the city has several; restaurants whose page is hidden are
 * left out.
 */
export function RestaurantListTiles({
  restaurants,
  onSelect,
  linkToPages = true,
}: RestaurantListTilesProps) {
  const shown = restaurants
    .filter((restaurant) => !restaurant.hideRestaurantDetailPage)
    .sort(
      (a, b) => a.city.localeCompare(b.city, 'en-GB') || a.title.localeCompare(b.title, 'en-GB'),
    );
  const perCity = new Map<string, number>();
  for (const restaurant of shown)
    perCity.set(restaurant.city, (perCity.get(restaurant.city) ?? 0) + 1);

  return (
    <ul className={styles.tiles}>
      {shown.map((restaurant) => {
        const subtitle = restaurantSubtitle(restaurant, perCity.get(restaurant.city) ?? 0);
        const content = (
          <>
            <span className={styles.city}>{restaurant.city}</span>
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

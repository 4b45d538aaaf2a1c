import { Icon, Link } from '@/lib/ui';
import type { FinderRestaurant } from '../restaurant-summary.schema';
import { formatMiles } from '../utils/location-search';
import styles from './location-finder.module.scss';

interface SearchResultProps {
  restaurant: FinderRestaurant;
  /** Its number on the map; none when every restaurant is listed, not a search's results. */
  number?: number;
  miles?: number;
  selected: boolean;
  onSelect: () => void;
}

/** One restaurant of the finder's results: its number on the map, name, address and distance. */
export function SearchResult({ restaurant, number, miles, selected, onSelect }: SearchResultProps) {
  return (
    <li
      id={`result-${restaurant.storeId}`}
      className={`${styles.result} ${selected ? styles.selected : ''}`}
    >
      <button
        type="button"
        className={styles.number}
        aria-label={`Show ${restaurant.title} on the map`}
        aria-pressed={selected}
        onClick={onSelect}
      >
        {number ?? <Icon name="geo-alt" size={16} />}
      </button>
      <div className={styles.resultBody}>
        <h3 className="h6 mb-1">
          {restaurant.hideRestaurantDetailPage ? (
            restaurant.title
          ) : (
            <Link href={restaurant.path}>{restaurant.title}</Link>
          )}
        </h3>
        <p className="small mb-1">{restaurant.address}</p>
        {miles !== undefined && <p className="small fw-bold mb-2">{formatMiles(miles)}</p>}
        {restaurant.enableBookings && !restaurant.hideRestaurantDetailPage && (
          <Link href={`${restaurant.path}/book-now`} className="btn btn-primary btn-sm">
            Book a table<span className="visually-hidden"> at {restaurant.title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

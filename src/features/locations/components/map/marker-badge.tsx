import styles from './restaurant-map.module.scss';

/**
 * The circle of a marker: green, or bronze when chosen; numbered for a search result, a smaller
 * plain pin otherwise. Its button carries the name.
 */
export function MarkerBadge({ number, selected }: { number?: number; selected: boolean }) {
  const plain = number === undefined;
  return (
    <span
      className={`${styles.badge} ${plain ? styles.pin : ''} ${selected ? styles.badgeSelected : ''}`}
      aria-hidden="true"
    >
      {number}
    </span>
  );
}

import styles from './restaurant-map.module.scss';

/** The numbered circle of a marker: green, or bronze when chosen. Its button carries the name. */
export function MarkerBadge({ number, selected }: { number: number; selected: boolean }) {
  return (
    <span className={`${styles.badge} ${selected ? styles.badgeSelected : ''}`} aria-hidden="true">
      {number}
    </span>
  );
}

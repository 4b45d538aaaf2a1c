import { clusterName, clusterText, type MarkerCluster } from './cluster';
import styles from './restaurant-map.module.scss';

/**
 * Restaurants too close together to tell apart at this zoom: a circle with their count, which
 * zooms in on them when pressed (a real button, for the keyboard and screen readers).
 */
export function ClusterButton({ cluster, onZoom }: { cluster: MarkerCluster; onZoom: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.marker} ${styles.cluster}`}
      style={{ left: cluster.left, top: cluster.top }}
      aria-label={clusterName(cluster)}
      onClick={onZoom}
    >
      <span className={styles.clusterBadge} aria-hidden="true">
        {clusterText(cluster)}
      </span>
    </button>
  );
}

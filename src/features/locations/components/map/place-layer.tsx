import type { MapView } from './map-types';
import { isPlacesFile, placeLabels, PLACES_URL, type TakenPoint } from './place-labels';
import styles from './restaurant-map.module.scss';
import type { Size } from './use-element-size';
import { useMapData } from './use-map-data';

/**
 * The names of the towns and districts in view, under the markers: what a diner finds their way
 * by on the offline map, which has no streets; a name is moved just below or above its place, or
 * left out, rather than hidden under a marker. Decoration for sighted diners (the markers carry
 * the restaurants' names), so hidden from screen readers.
 */
export function PlaceLayer({
  view,
  size,
  taken,
}: {
  view: MapView;
  size: Size;
  /** Where markers and clusters are drawn: names keep clear of them. */
  taken: TakenPoint[];
}) {
  const file = useMapData(PLACES_URL, isPlacesFile);
  if (!file) return null;
  return (
    <div className={styles.places} aria-hidden="true" data-testid="place-names">
      {placeLabels(file.places, view, size, taken).map(({ key, name, left, top, town }) => (
        <span
          key={key}
          className={`${styles.place} ${town ? styles.town : ''}`}
          style={{ left, top }}
        >
          {name}
        </span>
      ))}
    </div>
  );
}

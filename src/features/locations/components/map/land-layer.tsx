import type { MapView } from './map-types';
import styles from './restaurant-map.module.scss';
import type { Size } from './use-element-size';
import type { LandMap } from './use-land';
import { project, TILE_SIZE, worldSize } from './web-mercator';

/**
 * The land, drawn once as SVG paths; zooming and panning only change the viewBox, a window of
 * `size` screen pixels around the view's centre.
 */
export function LandLayer({ land, view, size }: { land: LandMap; view: MapView; size: Size }) {
  const dataWorld = worldSize(land.zoom, land.tileSize);
  // Land units per screen pixel.
  const unit = dataWorld / worldSize(view.zoom, TILE_SIZE);
  const centre = project(view.centre);
  const width = size.width * unit;
  const height = size.height * unit;
  const left = centre.x * dataWorld - land.origin[0] - width / 2;
  const top = centre.y * dataWorld - land.origin[1] - height / 2;
  return (
    <svg
      className={styles.land}
      viewBox={`${left} ${top} ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {land.land.map((country) => (
        <path key={country.name} d={country.d} />
      ))}
      <path className={styles.borders} d={land.borders} />
    </svg>
  );
}

import { useId, type KeyboardEvent } from 'react';
import { clusterMarkers } from './cluster';
import { ClusterButton } from './cluster-button';
import { CENTRE_EXTENT } from './land-extent';
import { LandLayer } from './land-layer';
import { MapControls } from './map-controls';
import type { MapMarker, RestaurantMapProps } from './map-types';
import { MAX_ZOOM } from './map-view';
import { detailZoom } from './offline-detail';
import { isPlacesFile, PLACES_URL } from './place-labels';
import { MarkerButton } from './marker-button';
import { PlaceLayer } from './place-layer';
import styles from './restaurant-map.module.scss';
import { useDragPan } from './use-drag-pan';
import { useElementSize } from './use-element-size';
import { useLand } from './use-land';
import { useMapData } from './use-map-data';
import { useMapView } from './use-map-view';
import { project, worldSize } from './web-mercator';

/** Until the map is measured (and in tests), it is taken to be the spec's 390 by 480 pixels. */
const DEFAULT_SIZE = { width: 390, height: 480 };
/**
 * From this zoom every marker shows its restaurant's title (only the chosen one before): by then
 * restaurants of one city are far enough apart for the titles not to pile up.
 */
const LABEL_ZOOM = 15;
/** Pixels moved by one press of an arrow key. */
const PAN_STEP = 80;
const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-PAN_STEP, 0],
  ArrowRight: [PAN_STEP, 0],
  ArrowUp: [0, -PAN_STEP],
  ArrowDown: [0, PAN_STEP],
};
/** Markers this far outside the map are still drawn, so they slide out rather than blink out. */
const MARGIN = 24;

/**
 * The offline restaurant map (the default, no key or network needed): the coast of Great Britain
 * and Ireland with the names of the towns and districts in view, under the restaurants' markers
 * (numbered for search results, plain pins otherwise; markers that would overlap drawn as one
 * cluster), with zoom, bring-into-view, dragging and arrow keys.
 */
export function SvgRestaurantMap(props: RestaurantMapProps) {
  const { markers, selectedId, onSelect, centre, zoom, className } = props;
  const [surfaceRef, size] = useElementSize<HTMLDivElement>(DEFAULT_SIZE);
  // The place names (one download, shared with the names' layer) set how close it may zoom.
  const places = useMapData(PLACES_URL, isPlacesFile)?.places ?? null;
  const map = useMapView({
    markers,
    centre,
    zoom,
    extent: CENTRE_EXTENT,
    maxZoomAt: (at) => detailZoom(places, at, size),
  });
  const drag = useDragPan(map.pan);
  const land = useLand();
  const hintId = useId();

  const scale = worldSize(map.view.zoom);
  const middle = project(map.view.centre);
  const placed = markers
    .map((marker, index) => {
      const point = project(marker);
      const left = (point.x - middle.x) * scale + size.width / 2;
      const top = (point.y - middle.y) * scale + size.height / 2;
      // The list's first (nearest) restaurant is drawn above the rest where markers overlap.
      return { marker, left, top, layer: markers.length - index };
    })
    // Off-map markers are left out, so the Tab key never lands on one nobody can see.
    .filter(
      ({ left, top }) =>
        left > -MARGIN && left < size.width + MARGIN && top > -MARGIN && top < size.height + MARGIN,
    );
  // Markers that would overlap become clusters (search results show their numbers in it), but
  // the chosen restaurant stays in sight, and at street level nothing closer could part them.
  const keepsOwnMarker = (marker: MapMarker) =>
    marker.id === selectedId || map.view.zoom >= MAX_ZOOM;
  const { single, clusters } = clusterMarkers(
    placed.filter(({ marker }) => !keepsOwnMarker(marker)),
  );
  const singles = new Set(single.map(({ marker }) => marker.id));
  const shown = placed.filter(({ marker }) => keepsOwnMarker(marker) || singles.has(marker.id));

  const select = (marker: MapMarker) => {
    onSelect(marker.id);
    map.showMarker(marker);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on a marker are the marker's (Enter and Space choose it).
    if (event.target !== event.currentTarget) return;
    const step = PAN_KEYS[event.key];
    if (step) map.pan(...step);
    else if (event.key === '+' || event.key === '=') map.zoomIn();
    else if (event.key === '-') map.zoomOut();
    else return;
    // Otherwise the arrows would scroll the page too. Tab is never caught: no keyboard trap.
    event.preventDefault();
  };

  return (
    <section className={`${styles.map} ${className ?? ''}`} aria-label="Map of restaurants">
      <div
        ref={surfaceRef}
        className={styles.surface}
        role="group"
        aria-roledescription="map"
        aria-label="Restaurant locations"
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...drag}
      >
        <span id={hintId} className="visually-hidden">
          Drag the map or use the arrow keys to move it, and plus or minus to zoom.
        </span>
        {land && <LandLayer land={land} view={map.view} size={size} />}
        <PlaceLayer view={map.view} size={size} taken={[...shown, ...clusters]} />
        {clusters.map((cluster) => (
          <ClusterButton
            key={cluster.markers.map((marker) => marker.id).join('+')}
            cluster={cluster}
            onZoom={() => map.showCluster(cluster.markers)}
          />
        ))}
        {shown.map(({ marker, left, top, layer }) => (
          <MarkerButton
            key={marker.id}
            marker={marker}
            selected={marker.id === selectedId}
            showLabel={marker.id === selectedId || map.view.zoom >= LABEL_ZOOM}
            left={left}
            top={top}
            layer={layer}
            onSelect={select}
          />
        ))}
      </div>
      {/* GeoNames' licence (CC BY 4.0) asks for its name wherever its places are shown. */}
      <p className={styles.attribution}>Places © GeoNames · Coast: Natural Earth</p>
      <MapControls
        zoom={map.view.zoom}
        maxZoom={map.maxZoom}
        onZoomIn={map.zoomIn}
        onZoomOut={map.zoomOut}
        onShowAll={map.showAll}
      />
    </section>
  );
}

import dynamic from 'next/dynamic';
import type { RestaurantMapProps } from './map-types';
import styles from './restaurant-map.module.scss';
import { SvgRestaurantMap } from './svg-map';

// Google's map and its library load only where a key is set; the offline map needs neither.
const GoogleRestaurantMap = dynamic(
  () => import('./google-map').then((module) => module.GoogleRestaurantMap),
  { ssr: false, loading: () => <div className={styles.map} aria-hidden="true" /> },
);

/** Google's documented map ID for trying advanced markers; production sets its own. */
const DEMO_MAP_ID = 'DEMO_MAP_ID';

/**
 * The restaurant map of the location finder (spec 2 §2): numbered markers, zoom and
 * bring-into-view controls, and a marker click that chooses the restaurant and zooms to street
 * level. Google Maps when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set, else an offline SVG map of the UK.
 */
export function RestaurantMap(props: RestaurantMapProps) {
  // Read while rendering (Next.js inlines NEXT_PUBLIC_ variables at build time).
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  if (!apiKey) return <SvgRestaurantMap {...props} />;
  const mapId = process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || DEMO_MAP_ID;
  return <GoogleRestaurantMap {...props} apiKey={apiKey} mapId={mapId} />;
}

import { AdvancedMarker, APIProvider, Map as GoogleMap } from '@vis.gl/react-google-maps';
import { MapControls } from './map-controls';
import { markerName, type RestaurantMapProps } from './map-types';
import { MAX_ZOOM, MIN_ZOOM } from './map-view';
import { MarkerBadge } from './marker-badge';
import styles from './restaurant-map.module.scss';
import { useMapView } from './use-map-view';

interface GoogleRestaurantMapProps extends RestaurantMapProps {
  apiKey: string;
  /** A map ID from the Google Cloud console; advanced markers need one. */
  mapId: string;
}

/**
 * The restaurant map on Google Maps (when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set), with the same
 * props, controls and behaviour as the offline map. The camera is controlled by our view state, and
 * Google's own gestures (drag, pinch, its keyboard shortcuts) report back into it.
 */
export function GoogleRestaurantMap(props: GoogleRestaurantMapProps) {
  const { apiKey, mapId, markers, selectedId, onSelect, centre, zoom, className } = props;
  const map = useMapView({ markers, centre, zoom });
  return (
    <section className={`${styles.map} ${className ?? ''}`} aria-label="Map of restaurants">
      <APIProvider apiKey={apiKey} region="GB" language="en-GB">
        <GoogleMap
          className={styles.googleMap}
          mapId={mapId}
          center={map.view.centre}
          zoom={map.view.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          // Our controls replace Google's, so both maps have the same, labelled buttons.
          disableDefaultUI
          // Page scrolling wins over the map: two fingers, or Ctrl and the wheel, move it.
          gestureHandling="cooperative"
          clickableIcons={false}
          onCameraChanged={({ detail }) =>
            map.setView({ centre: detail.center, zoom: detail.zoom })
          }
        >
          {markers.map((marker, index) => {
            const selected = marker.id === selectedId;
            return (
              <AdvancedMarker
                key={marker.id}
                position={{ lat: marker.lat, lng: marker.lng }}
                // The title is the marker button's accessible name, e.g. "1: Leeds Trinity".
                title={markerName(marker)}
                // Where markers overlap: the chosen one on top, then the list's order.
                zIndex={selected ? markers.length + 1 : markers.length - index}
                anchorLeft="-50%"
                anchorTop="-50%"
                onClick={() => {
                  onSelect(marker.id);
                  map.showMarker(marker);
                }}
              >
                <MarkerBadge number={marker.number} selected={selected} />
              </AdvancedMarker>
            );
          })}
        </GoogleMap>
      </APIProvider>
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

import type { CSSProperties } from 'react';
import { MarkerBadge } from './marker-badge';
import { markerName, type MapMarker } from './map-types';
import styles from './restaurant-map.module.scss';

interface MarkerButtonProps {
  marker: MapMarker;
  selected: boolean;
  /** Close up, the offline map has no streets to show, so the restaurant's title is shown. */
  showLabel: boolean;
  /** Screen position of the restaurant, in pixels from the map's top-left corner. */
  left: number;
  top: number;
  /** Stacking order where markers overlap: higher is drawn above. */
  layer: number;
  onSelect: (marker: MapMarker) => void;
}

/** A marker of the offline map: a real button, so click, Enter and Space all choose it. */
export function MarkerButton({
  marker,
  selected,
  showLabel,
  left,
  top,
  layer,
  onSelect,
}: MarkerButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.marker} ${selected ? styles.selected : ''}`}
      style={{ left, top, '--marker-layer': layer } as CSSProperties}
      aria-label={markerName(marker)}
      aria-current={selected || undefined}
      onClick={() => onSelect(marker)}
    >
      <MarkerBadge number={marker.number} selected={selected} />
      {showLabel && (
        <>
          {/* The space keeps the visible text ("2 York") within the name ("2: York"). */}
          {marker.number !== undefined && ' '}
          <span className={styles.label} aria-hidden="true">
            {marker.label}
          </span>
        </>
      )}
    </button>
  );
}

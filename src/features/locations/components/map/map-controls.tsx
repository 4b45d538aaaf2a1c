import { Icon, type IconName } from '@/lib/ui';
import { MIN_ZOOM } from './map-view';
import styles from './restaurant-map.module.scss';

interface MapControlsProps {
  zoom: number;
  /** The map's closest zoom, where Zoom in stops. */
  maxZoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onShowAll: () => void;
}

/** Zoom in, zoom out and bring every restaurant into view (spec 2 §2 map controls). */
export function MapControls({ zoom, maxZoom, onZoomIn, onZoomOut, onShowAll }: MapControlsProps) {
  return (
    <div className={styles.controls} role="group" aria-label="Map controls">
      <ControlButton label="Zoom in" icon="plus-lg" off={zoom >= maxZoom} onClick={onZoomIn} />
      <ControlButton label="Zoom out" icon="dash-lg" off={zoom <= MIN_ZOOM} onClick={onZoomOut} />
      <ControlButton label="Show all restaurants" icon="geo-alt" off={false} onClick={onShowAll} />
    </div>
  );
}

interface ControlButtonProps {
  label: string;
  icon: IconName;
  /** At a zoom limit. aria-disabled, not disabled: a disabled button drops the keyboard focus. */
  off: boolean;
  onClick: () => void;
}

function ControlButton({ label, icon, off, onClick }: ControlButtonProps) {
  return (
    <button
      type="button"
      className={styles.control}
      title={label}
      aria-disabled={off || undefined}
      onClick={off ? undefined : onClick}
    >
      <Icon name={icon} size={18} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

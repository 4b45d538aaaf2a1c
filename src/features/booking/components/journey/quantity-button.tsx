import { Icon, type IconName } from '@/lib/ui';
import styles from './journey.module.scss';

interface QuantityButtonProps {
  icon: IconName;
  /** The button's name, such as 'Add one Prosecco'. */
  label: string;
  enabled: boolean;
  onPress: () => void;
}

/**
 * A plus or minus of an extra. When it cannot be used it is aria-disabled rather than disabled:
 * pressing plus up to the maximum must not throw the keyboard focus off the button.
 */
export function QuantityButton({ icon, label, enabled, onPress }: QuantityButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-outline-primary ${styles.quantityButton}${enabled ? '' : ' disabled'}`}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onPress();
      }}
    >
      <Icon name={icon} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

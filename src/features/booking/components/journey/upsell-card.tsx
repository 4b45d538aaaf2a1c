import type { Upsell } from '../../booking-api.types';
import type { UpsellControls } from '../../utils/upsell-rules';
import styles from './journey.module.scss';
import { OptionCard } from './option-card';
import { QuantityButton } from './quantity-button';

interface UpsellCardProps {
  upsell: Upsell;
  controls: UpsellControls;
  onChange: (quantity: number) => void;
}

/** One extra of step 5: its picture, name, description, limits and quantity controls. */
export function UpsellCard({ upsell, controls, onChange }: UpsellCardProps) {
  return (
    <OptionCard {...upsell} selected={controls.quantity > 0}>
      <p className="small mb-2">
        Minimum {upsell.minimumQuantity}, maximum {upsell.maximumQuantity}
      </p>
      <div className={styles.quantity}>
        <QuantityButton
          icon="dash-lg"
          label={`Remove one ${upsell.name}`}
          enabled={controls.canRemove}
          onPress={() => onChange(controls.removed)}
        />
        {/* Read out after each press, while the focus stays on the button. */}
        <output
          className={styles.quantityValue}
          aria-live="polite"
          aria-label={`Quantity of ${upsell.name}`}
        >
          {controls.quantity}
        </output>
        <QuantityButton
          icon="plus-lg"
          label={`Add one ${upsell.name}`}
          enabled={controls.canAdd}
          onPress={() => onChange(controls.added)}
        />
      </div>
    </OptionCard>
  );
}

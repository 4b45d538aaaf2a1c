import { Heading } from '@/lib/ui';
import type { Upsell } from '../../booking-api.types';
import type { UpsellControls } from '../../utils/upsell-rules';
import { imageUrl } from './image-url';
import styles from './journey.module.scss';
import { QuantityButton } from './quantity-button';

interface UpsellCardProps {
  upsell: Upsell;
  controls: UpsellControls;
  onChange: (quantity: number) => void;
}

/** One extra of step 5: its picture, name, description, limits and quantity controls. */
export function UpsellCard({ upsell, controls, onChange }: UpsellCardProps) {
  const src = imageUrl(upsell.image);
  return (
    <li className={`card${controls.quantity > 0 ? ' border-primary border-2' : ''}`}>
      {src && (
        // A plain img: extras' pictures come from the content service at any size, and only a few show.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={upsell.name}
          loading="lazy"
          className={`card-img-top ${styles.cardImage}`}
        />
      )}
      <div className="card-body d-flex flex-column">
        <Heading depth={1} className="h6 card-title">
          {upsell.name}
        </Heading>
        <p className="card-text small flex-grow-1">{upsell.description}</p>
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
      </div>
    </li>
  );
}

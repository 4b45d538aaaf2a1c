import type { Upsell } from '../../booking-api.types';
import { upsellControls, type UpsellChoice } from '../../utils/upsell-rules';
import styles from './journey.module.scss';
import { UpsellCard } from './upsell-card';

interface ExtrasStepProps {
  upsells: Upsell[];
  selected: UpsellChoice[];
  /** The restaurant's allowMultipleUpsells: several kinds of extra in one booking. */
  allowMultiple: boolean;
  /** An extra's new quantity; 0 removes it (`withUpsellQuantity` applies it). */
  onChange: (id: string, quantity: number) => void;
  onContinue: () => void;
}

/**
 * Step 5 'Extras?' (spec 1 §2, §4 "Upsell rules"): the extras with their limits and plus and
 * minus controls, then 'Continue'. Extras are optional: 'Continue' works with none chosen.
 */
export function ExtrasStep({
  upsells,
  selected,
  allowMultiple,
  onChange,
  onContinue,
}: ExtrasStepProps) {
  return (
    <div>
      <ul className={`${styles.cards} mb-3`}>
        {upsells.map((upsell) => (
          <UpsellCard
            key={upsell.id}
            upsell={upsell}
            controls={upsellControls(upsell, selected, allowMultiple)}
            onChange={(quantity) => onChange(upsell.id, quantity)}
          />
        ))}
      </ul>
      <button type="button" className="btn btn-primary btn-lg w-100" onClick={onContinue}>
        Continue
      </button>
    </div>
  );
}

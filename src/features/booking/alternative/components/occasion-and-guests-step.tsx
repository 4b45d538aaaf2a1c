import { Heading } from '@/lib/ui';
import type { Occasion } from '../../booking-api.types';
import { ChoiceGroup } from './choice-group';
import { GuestCountSelect } from './guest-count-select';

/** The smallest and largest number a guest list allows. */
export interface CountLimits {
  min: number;
  max: number;
}

interface OccasionAndGuestsStepProps {
  occasions: Occasion[];
  selectedOccasionId: string | null;
  adultCovers: number;
  childCovers: number;
  adultLimits: CountLimits;
  childLimits: CountLimits;
  /** The chosen occasion's cover limits, to tell the diner the party sizes it takes. */
  restrictions: { minCovers: number; maxCovers: number };
  onSelectOccasion: (occasionId: string) => void;
  onAdultsChange: (adults: number) => void;
  onChildrenChange: (children: number) => void;
}

/**
 * Step 1 of the alternative flow: the occasion, then adults and children within its cover
 * limits. Its heading can take focus (tabIndex -1) when the step opens.
 */
export function OccasionAndGuestsStep(props: OccasionAndGuestsStepProps) {
  const { occasions, selectedOccasionId, restrictions } = props;
  return (
    <div>
      <Heading tabIndex={-1} className="h4 mb-3">
        Occasion and guests
      </Heading>
      <ChoiceGroup
        legend="Occasion"
        choices={occasions.map(({ id, name }) => ({ value: id, label: name }))}
        value={selectedOccasionId}
        onChange={props.onSelectOccasion}
      />
      {selectedOccasionId && (
        <>
          <p className="form-text">
            This occasion takes {restrictions.minCovers} to {restrictions.maxCovers} guests.
          </p>
          <div className="row">
            <div className="col-6">
              <GuestCountSelect
                label="Adults"
                value={props.adultCovers}
                {...props.adultLimits}
                onChange={props.onAdultsChange}
              />
            </div>
            <div className="col-6">
              <GuestCountSelect
                label="Children"
                value={props.childCovers}
                {...props.childLimits}
                onChange={props.onChildrenChange}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

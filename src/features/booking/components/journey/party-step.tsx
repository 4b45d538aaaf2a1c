import { useId } from 'react';
import type { PartyChoice } from '../../state/booking-transitions';
import { bookingTimes } from '../../utils/booking-times';
import { neighbouringTablesNotice, seatsAtNeighbouringTables } from '../../utils/journey-rules';
import { DatePicker } from '../date-picker/date-picker';
import type { DayAvailability } from '../date-picker/date-range';

export type { PartyChoice };

/** An occasion the diner may choose on step 2: a table (id null) or an event in season. */
export interface OccasionChoice {
  id: string | null;
  name: string;
  /** For an event: how many it is for, as '8 to 60 guests'. */
  guests?: string;
}

interface PartyStepProps {
  value: PartyChoice;
  /** Today's London date, YYYY-MM-DD: earlier dates cannot be chosen. */
  today: string;
  /** The restaurant's days for the party, once known: those without a table are marked. */
  availability?: DayAvailability;
  /** The last date the restaurant takes bookings for, once known: later ones cannot be chosen. */
  lastDate?: string;
  /** The site's show-child-covers setting. */
  showChildren: boolean;
  /** Availability is being checked: the controls wait. */
  busy?: boolean;
  /** On today's date, the first bookable time: earlier ones are not offered (spec 1 §9). */
  earliestTime?: string;
  /** A table and the restaurant's events in season; no choice shows when there is no event. */
  occasions?: readonly OccasionChoice[];
  onChange: (value: PartyChoice) => void;
  onCheck: () => void;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const adultCounts = range(1, 100);
const childCounts = range(0, 50);

/**
 * Step 2 'Table size, time and date' (spec 1 §2, §9): the occasion when the restaurant has events
 * in season, adults 1-100, children 0-50, a time every 15 minutes (from the first bookable one
 * today) and the date; 'Check availability' waits until a date is chosen.
 */
export function PartyStep({
  value,
  today,
  lastDate,
  availability,
  showChildren,
  busy,
  earliestTime,
  occasions = [],
  onChange,
  onCheck,
}: PartyStepProps) {
  const id = useId();
  const times = earliestTime ? bookingTimes.filter((time) => time >= earliestTime) : bookingTimes;
  const canCheck = value.date !== null && !busy;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canCheck) onCheck();
      }}
    >
      {occasions.length > 1 && (
        <fieldset disabled={busy} className="mb-3">
          <legend className="form-label fw-bold fs-6 mb-2">Occasion</legend>
          <div className="d-flex flex-wrap column-gap-4 row-gap-2">
            {occasions.map((occasion) => {
              const optionId = `${id}-occasion-${occasion.id ?? 'table'}`;
              return (
                <div key={optionId} className="form-check">
                  <input
                    id={optionId}
                    type="radio"
                    name={`${id}-occasion`}
                    className="form-check-input"
                    checked={(value.occasionId ?? null) === occasion.id}
                    onChange={() => onChange({ ...value, occasionId: occasion.id })}
                  />
                  {/* The party size beside the name, not under it: the step keeps its
                      'Check availability' on a 800 px high screen with the calendar beside it. */}
                  <label htmlFor={optionId} className="form-check-label">
                    {occasion.name}
                    {occasion.guests && (
                      <span className="small text-body-secondary"> ({occasion.guests})</span>
                    )}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
      {/* From 768 px the month sits beside the party and time rather than under them, so it
          fills the space beside them instead of half the modal below. */}
      <fieldset disabled={busy} className="row g-3 mb-3">
        <legend className="visually-hidden">Table size, time and date</legend>
        <div className="col-md-5">
          <div className="row g-3">
            <div className="col-6 col-sm-4 col-md-12">
              <label htmlFor={`${id}-adults`} className="form-label fw-bold">
                Adults
              </label>
              <select
                id={`${id}-adults`}
                className="form-select"
                value={value.adults}
                onChange={(event) => onChange({ ...value, adults: Number(event.target.value) })}
              >
                {adultCounts.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
            {showChildren && (
              <div className="col-6 col-sm-4 col-md-12">
                <label htmlFor={`${id}-children`} className="form-label fw-bold">
                  Children
                </label>
                <select
                  id={`${id}-children`}
                  className="form-select"
                  value={value.children}
                  onChange={(event) => onChange({ ...value, children: Number(event.target.value) })}
                >
                  {childCounts.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="col-6 col-sm-4 col-md-12">
              <label htmlFor={`${id}-time`} className="form-label fw-bold">
                Time
              </label>
              <select
                id={`${id}-time`}
                className="form-select"
                value={value.time}
                onChange={(event) => onChange({ ...value, time: event.target.value })}
              >
                {times.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <div className="col-md-7">
          <DatePicker
            value={value.date}
            today={today}
            lastDate={lastDate}
            availability={availability}
            disabled={busy}
            onChange={(date) => onChange({ ...value, date })}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100"
        disabled={!canCheck}
        aria-busy={busy || undefined}
      >
        Check availability
      </button>
      {seatsAtNeighbouringTables({ adultCovers: value.adults, childCovers: value.children }) && (
        <p className="small text-body-secondary mt-2 mb-0">{neighbouringTablesNotice}</p>
      )}
    </form>
  );
}

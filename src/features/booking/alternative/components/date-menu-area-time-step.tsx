import { useEffect, useRef } from 'react';
import { Heading } from '@/lib/ui';
import type { Area, BookingMenu, TimeSlot } from '../../booking-api.types';
import { DatePicker } from '../../components/date-picker/date-picker';
import type { DayAvailability } from '../../components/date-picker/date-range';
import { alternativeStepMessages } from './alternative-step-messages';
import { ChoiceGroup } from './choice-group';

interface DateMenuAreaTimeStepProps {
  /** Today's London date: earlier dates cannot be chosen. */
  today: string;
  /** The restaurant's last bookable date: later ones cannot be chosen. */
  lastDate?: string;
  /** The restaurant's days for the party, once known: those without a table are marked. */
  availability?: DayAvailability;
  /** The date chosen; none until the diner chooses one. */
  date: string | null;
  menus: BookingMenu[];
  selectedMenuId: string | null;
  areas: Area[];
  selectedAreaId: string | null;
  slots: TimeSlot[];
  /** The chosen time, when it is one of `slots`. */
  selectedTime: string | null;
  /** The menus, areas or times are loading: the controls wait. */
  disabled: boolean;
  /** A date chosen, or null when the one typed cannot be booked. */
  onDateChange: (date: string | null) => void;
  onMenuChange: (menuId: string) => void;
  onAreaChange: (areaId: string) => void;
  onSlotChange: (time: string) => void;
}

/**
 * Step 2 of the alternative flow: the date, then the occasion's menus and areas, and the times the
 * restaurant offers for them. Nothing is chosen for the diner but the first menu and area: the date
 * and the time are theirs to choose. While the lists load the controls are disabled; the control
 * the diner was using then gets its focus back, so a keyboard user does not lose their place.
 */
export function DateMenuAreaTimeStep(props: DateMenuAreaTimeStepProps) {
  const { disabled, menus, areas, slots } = props;
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const active = document.activeElement;
    const lostFocus = !active || active === document.body;
    if (!disabled && lostFocus && lastFocused.current?.isConnected) lastFocused.current.focus();
  }, [disabled]);

  return (
    <div
      onFocus={(event) => {
        lastFocused.current = event.target;
      }}
      aria-busy={disabled || undefined}
    >
      <Heading tabIndex={-1} className="h4 mb-3">
        Date, menu, area and time
      </Heading>
      {/* From 768 px the menus and areas sit beside the month rather than under it. */}
      <div className="row g-3 mb-2">
        <div className="col-md-6">
          <DatePicker
            value={props.date}
            today={props.today}
            lastDate={props.lastDate}
            availability={props.availability}
            onChange={props.onDateChange}
            disabled={disabled}
          />
        </div>
        <div className="col-md-6">
          {props.date === null && (
            <p className="mt-md-4 mb-0">{alternativeStepMessages.chooseDate}</p>
          )}
          {menus.length > 0 && (
            <ChoiceGroup
              legend="Menu"
              choices={menus.map(({ id, name, description }) => ({
                value: id,
                label: name,
                description,
              }))}
              value={props.selectedMenuId}
              onChange={props.onMenuChange}
              disabled={disabled}
            />
          )}
          {areas.length > 0 && (
            <ChoiceGroup
              legend="Area"
              choices={areas.map(({ id, name }) => ({ value: id, label: name }))}
              value={props.selectedAreaId}
              onChange={props.onAreaChange}
              disabled={disabled}
            />
          )}
        </div>
      </div>
      {slots.length > 0 && (
        <ChoiceGroup
          legend="Time"
          hint={props.selectedTime ? undefined : alternativeStepMessages.chooseTime}
          variant="buttons"
          choices={slots.map(({ time }) => ({ value: time, label: time }))}
          value={props.selectedTime}
          onChange={props.onSlotChange}
          disabled={disabled}
        />
      )}
    </div>
  );
}

import type { BookingMenu } from '../../booking-api.types';
import { OptionCard } from './option-card';

interface MenuCardProps {
  menu: BookingMenu;
  selected: boolean;
  onSelect: () => void;
}

/** One menu of step 4: its picture, name, description and 'Select menu'. */
export function MenuCard({ menu, selected, onSelect }: MenuCardProps) {
  return (
    <OptionCard {...menu} selected={selected}>
      <button
        type="button"
        className={`btn ${selected ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={selected}
        onClick={onSelect}
      >
        Select menu<span className="visually-hidden"> {menu.name}</span>
      </button>
    </OptionCard>
  );
}

import type { BookingMenu } from '../../booking-api.types';
import { CallNotice } from './call-notice';
import styles from './journey.module.scss';
import { MenuCard } from './menu-card';

interface MenuStepProps {
  menus: BookingMenu[];
  selectedId?: string;
  /** `bookingMessages.noMenus` when none suits: shown with the call button. */
  message?: string;
  /** The chosen restaurant's number, for the call button. */
  phoneNumber?: string;
  onSelect: (menu: BookingMenu) => void;
}

/** Step 4 'Select a menu' (spec 1 §2): a card per menu the restaurant offers for this booking. */
export function MenuStep({ menus, selectedId, message, phoneNumber, onSelect }: MenuStepProps) {
  return (
    <div>
      <CallNotice message={message} phoneNumber={phoneNumber} />
      {menus.length > 0 && (
        <ul className={styles.cards}>
          {menus.map((menu) => (
            <MenuCard
              key={menu.id}
              menu={menu}
              selected={menu.id === selectedId}
              onSelect={() => onSelect(menu)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Icon } from '@/lib/ui';
import { menuMessages } from '../menu-messages';
import styles from './menu-view.module.scss';

interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Finds dishes by name or description as the diner types. */
export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {menuMessages.searchLabel}
      </label>
      <div className={styles.searchBox}>
        <Icon name="search" className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          className={styles.input}
          value={value}
          placeholder={menuMessages.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

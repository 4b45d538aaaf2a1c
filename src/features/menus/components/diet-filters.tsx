import { useId } from 'react';
import { Icon } from '@/lib/ui';
import { menuMessages } from '../menu-messages';
import type { DietOption } from '../utils/menu-facts';
import { toggleCode } from '../utils/diet-query';
import styles from './menu-view.module.scss';

interface DietFiltersProps {
  options: DietOption[];
  active: readonly string[];
  onChange: (codes: string[]) => void;
}

/** Toggle buttons, one per dietary tag: an item shows only if it has every tag turned on. */
export function DietFilters({ options, active, onChange }: DietFiltersProps) {
  const labelId = useId();
  if (options.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.filters}>
      <span id={labelId} className={styles.label}>
        {menuMessages.filtersLabel}
      </span>
      {options.map(({ code, name }) => {
        const pressed = active.includes(code);
        return (
          <button
            key={code}
            type="button"
            className={styles.toggle}
            aria-pressed={pressed}
            onClick={() => onChange(toggleCode(active, code))}
          >
            {pressed && <Icon name="check-circle" className="me-1" />}
            {name}
          </button>
        );
      })}
      {active.length > 0 && (
        <button type="button" className={styles.clear} onClick={() => onChange([])}>
          {menuMessages.clearFilters}
        </button>
      )}
    </div>
  );
}

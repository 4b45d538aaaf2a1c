import { useId, useState } from 'react';
import type { MenuSection } from '@/lib/content';
import { menuMessages } from '../menu-messages';
import styles from './menu-view.module.scss';

interface SectionSelectProps {
  sections: Pick<MenuSection, 'id' | 'title' | 'anchor'>[];
  onSelect: (anchor: string) => void;
}

/**
 * The section dropdown: choosing a section scrolls to it. Focus stays on the dropdown, so a
 * keyboard user can step through the sections with the arrow keys.
 */
export function SectionSelect({ sections, onSelect }: SectionSelectProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const value = sections.some((section) => section.anchor === chosen) ? chosen : '';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {menuMessages.jumpLabel}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          setChosen(event.target.value);
          if (event.target.value) onSelect(event.target.value);
        }}
      >
        <option value="">{menuMessages.jumpPlaceholder}</option>
        {sections.map((section) => (
          <option key={section.id} value={section.anchor}>
            {section.title}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import type { MenuItem, MenuSection } from '@/lib/content';
import { Heading } from '@/lib/ui';
import { sectionId } from '../utils/scroll-to-section';
import { MenuItemView } from './menu-item';
import styles from './menu-section.module.scss';

interface MenuSectionViewProps {
  section: MenuSection;
  /** The items of the section that pass the filters. */
  items: MenuItem[];
}

/** A section of the menu, anchored as section-{anchor}, with its visible items. */
export function MenuSectionView({ section, items }: MenuSectionViewProps) {
  const headingId = useId();
  return (
    <section id={sectionId(section.anchor)} aria-labelledby={headingId} className={styles.section}>
      {/* Focusable from script only: a section link moves the reading position here. */}
      <Heading depth={1} id={headingId} tabIndex={-1} className={styles.title}>
        {section.title}
      </Heading>
      {section.description && <p className={styles.intro}>{section.description}</p>}
      <ul className={styles.items}>
        {items.map((item) => (
          <MenuItemView key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

import type { MenuSection } from '@/lib/content';
import { menuMessages } from '../menu-messages';
import { sectionId } from '../utils/scroll-to-section';
import styles from './menu-view.module.scss';

interface SectionNavProps {
  menuName: string;
  sections: Pick<MenuSection, 'id' | 'title' | 'anchor'>[];
  onSelect: (anchor: string) => void;
}

/** Links to the menu's sections; they work as plain anchors until the page is interactive. */
export function SectionNav({ menuName, sections, onSelect }: SectionNavProps) {
  if (sections.length < 2) return null;
  return (
    <nav aria-label={menuMessages.sectionsLabel(menuName)} className={styles.sectionNav}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${sectionId(section.anchor)}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onSelect(section.anchor);
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useMemo, useState } from 'react';
import type { Menu } from '@/lib/content';
import { HydrateInSlices } from '@/lib/ui';
import { useDietFilter } from '../hooks/use-diet-filter';
import { useSectionNavigation } from '../hooks/use-section-navigation';
import { menuMessages } from '../menu-messages';
import { itemCount, visibleSections } from '../utils/filter-menu';
import { filterOptions } from '../utils/menu-facts';
import { DietFilters } from './diet-filters';
import { MenuSearch } from './menu-search';
import { MenuSectionView } from './menu-section';
import { SectionNav } from './section-nav';
import { SectionSelect } from './section-select';
import styles from './menu-view.module.scss';

export interface MenuViewProps {
  menu: Menu;
  /** The site settings' showMenuSearch. */
  showSearch: boolean;
  /** The site settings' showMenuDropdown. */
  showDropdown: boolean;
}

/**
 * A menu a diner can narrow down: dietary filters (kept in the URL), a search, a section dropdown
 * and section links, then the sections and items that pass. Sections with nothing left are hidden,
 * and so is the whole menu when nothing passes (spec 2 §4). Its headings sit one and two levels
 * below the surrounding heading level.
 */
export function MenuView({ menu, showSearch, showDropdown }: MenuViewProps) {
  const { diet, setDiet } = useDietFilter();
  const [query, setQuery] = useState('');
  const sections = useMemo(() => visibleSections(menu, { diet, query }), [menu, diet, query]);
  const options = useMemo(() => filterOptions(menu, diet), [menu, diet]);
  const goToSection = useSectionNavigation(sections.map(({ section }) => section.anchor));

  const total = itemCount(menu);
  const shown = sections.reduce((count, { items }) => count + items.length, 0);
  const shownSections = sections.map(({ section }) => section);
  if (total === 0) return null;

  return (
    <div className={styles.menu}>
      <div className={styles.toolbar}>
        <DietFilters options={options} active={diet} onChange={setDiet} />
        {(showSearch || showDropdown) && (
          <div className={styles.fields}>
            {showSearch && <MenuSearch value={query} onChange={setQuery} />}
            {showDropdown && shownSections.length > 1 && (
              <SectionSelect sections={shownSections} onSelect={(anchor) => goToSection(anchor)} />
            )}
          </div>
        )}
      </div>
      <p role="status" className={styles.status}>
        {shown === 0 ? menuMessages.noMatches : menuMessages.count(shown, total)}
      </p>
      {shown === 0 ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setQuery('');
            setDiet([]);
          }}
        >
          {menuMessages.showAll}
        </button>
      ) : (
        <>
          <SectionNav
            menuName={menu.name}
            sections={shownSections}
            onSelect={(anchor) => goToSection(anchor, { moveFocus: true })}
          />
          {sections.map(({ section, items }) => (
            <HydrateInSlices key={section.id}>
              <MenuSectionView section={section} items={items} />
            </HydrateInSlices>
          ))}
        </>
      )}
      <p className={styles.notice}>{menuMessages.allergyNotice}</p>
    </div>
  );
}

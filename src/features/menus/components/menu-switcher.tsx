import { Link } from '@/lib/ui';
import { useRouter } from 'next/router';
import { menuMessages } from '../menu-messages';
import { dietParam, dietSearch, parseDiet } from '../utils/diet-query';
import { menuLink } from '../utils/menu-link';
import { hasVisibleItems, type MenuSummary } from '../utils/menu-summary';
import styles from './menu-switcher.module.scss';

interface MenuSwitcherProps {
  menus: MenuSummary[];
  currentSlug: string;
}

/**
 * Links to the other menus, built for the page they are on (menuLink: /our-menu/..., a
 * restaurant's /.../menu/..., or /menu/...). The dietary filters go along, and a menu with nothing
 * that passes them is hidden (spec 2 §4).
 */
export function MenuSwitcher({ menus, currentSlug }: MenuSwitcherProps) {
  const router = useRouter();
  const diet = parseDiet(router.query[dietParam]);
  const shown = menus.filter((menu) => menu.slug === currentSlug || hasVisibleItems(menu, diet));
  if (shown.length < 2) return null;
  return (
    <nav aria-label={menuMessages.menusLabel} className={styles.switcher}>
      <ul>
        {shown.map((menu) => {
          const current = menu.slug === currentSlug;
          return (
            <li key={menu.id}>
              <Link
                href={`${menuLink(router.asPath, menu.slug)}${dietSearch(diet)}`}
                aria-current={current ? 'page' : undefined}
                className={current ? styles.current : undefined}
              >
                {menu.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { PageHead } from '@/features/shell';
import { ContentImage, Heading, HeadingLevel, Link } from '@/lib/ui';
import type { MenuPageProps } from './menu-page.types';
import { MenuSwitcher, MenuView } from '@/features/menus';
import styles from './menu-page.module.scss';

/**
 * A menu page (spec 2 §2 "Menus"): the menu's name, description and picture, links to the other
 * menus, and the menu itself. Its title is the brand name (spec 2 §2: "The page title is the brand
 * name"); the menu's own name is its heading. A missing menu is the 404 page, 'Menu not found.'
 * (menu-not-found.ts).
 */
export function MenuPage({ shell, preview, page }: MenuPageProps) {
  const { menu, place } = page;
  const { settings } = shell;
  return (
    <>
      <PageHead
        title={settings.siteName}
        siteName={settings.siteName}
        description={page.description}
        canonicalUrl={page.canonicalUrl}
        imageUrl={page.imageUrl}
        noindex={preview}
      />
      <div className="container py-4 py-md-5">
        <HeadingLevel level={1}>
          <header className={styles.header}>
            <div className={styles.intro}>
              {place && (
                <p className={styles.place}>
                  <Link href={place.path}>{place.name}</Link>
                </p>
              )}
              <Heading className={styles.title}>{menu.name}</Heading>
              {menu.description && <p className="lead mb-0">{menu.description}</p>}
            </div>
            {menu.image && (
              <div className={styles.picture}>
                <ContentImage image={menu.image} sizes="(min-width: 768px) 40vw, 100vw" priority />
              </div>
            )}
          </header>
          <MenuSwitcher menus={page.menus} currentSlug={menu.slug} />
          {/* A new menu starts afresh: its own search, its own section choice. */}
          <MenuView
            key={menu.id}
            menu={menu}
            showSearch={settings.showMenuSearch}
            showDropdown={settings.showMenuDropdown}
          />
        </HeadingLevel>
      </div>
    </>
  );
}

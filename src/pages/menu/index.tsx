import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';

/** /menu: the main menu, with links to the others. */
export default function MainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticProps = cachedRoute<MenuPageProps>('/menu', (context, content) =>
  getMenuPageProps(context, { kind: 'site' }, undefined, content),
);

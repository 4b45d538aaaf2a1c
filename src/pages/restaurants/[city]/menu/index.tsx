import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/menu: the main menu of the city's restaurants. */
export default function CityMainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<MenuPageProps>(
  '/restaurants/[city]/menu',
  (context, content) =>
    getMenuPageProps(
      context,
      { kind: 'city', city: String(context.params?.city) },
      undefined,
      content,
    ),
);

import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/menu/{id}: a menu of the city's restaurants. */
export default function CityMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<MenuPageProps>(
  '/restaurants/[city]/menu/[id]',
  (context, content) =>
    getMenuPageProps(
      context,
      { kind: 'city', city: String(context.params?.city) },
      String(context.params?.id),
      content,
    ),
);

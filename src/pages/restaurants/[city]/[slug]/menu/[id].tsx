import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/{slug}/menu/{id}: one of the restaurant's menus. */
export default function RestaurantMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<MenuPageProps>(
  '/restaurants/[city]/[slug]/menu/[id]',
  (context, content) =>
    getMenuPageProps(
      context,
      {
        kind: 'restaurant',
        city: String(context.params?.city),
        slug: String(context.params?.slug),
      },
      String(context.params?.id),
      content,
    ),
);

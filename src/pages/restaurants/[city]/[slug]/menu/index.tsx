import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/{slug}/menu: the restaurant's first menu (spec 1 §2, the thanks panel's View Menu). */
export default function RestaurantMainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<MenuPageProps>(
  '/restaurants/[city]/[slug]/menu',
  (context, content) =>
    getMenuPageProps(
      context,
      {
        kind: 'restaurant',
        city: String(context.params?.city),
        slug: String(context.params?.slug),
      },
      undefined,
      content,
    ),
);

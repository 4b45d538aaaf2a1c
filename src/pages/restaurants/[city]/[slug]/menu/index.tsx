import type { GetStaticProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/{slug}/menu: the restaurant's first menu (spec 1 §2, the thanks panel's View Menu). */
export default function RestaurantMainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<MenuPageProps> = async (context) =>
  cachedPage(
    await getMenuPageProps(context, {
      kind: 'restaurant',
      city: String(context.params?.city),
      slug: String(context.params?.slug),
    }),
  );

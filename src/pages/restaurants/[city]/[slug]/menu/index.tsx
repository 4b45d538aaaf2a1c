import type { GetServerSideProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';

/** /restaurants/{city}/{slug}/menu: the restaurant's first menu (spec 1 §2, the thanks panel's View Menu). */
export default function RestaurantMainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (context) =>
  getMenuPageProps(context, {
    kind: 'restaurant',
    city: String(context.params?.city),
    slug: String(context.params?.slug),
  });

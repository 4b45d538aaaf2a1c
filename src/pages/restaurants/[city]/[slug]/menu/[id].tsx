import type { GetServerSideProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';

/** /restaurants/{city}/{slug}/menu/{id}: one of the restaurant's menus. */
export default function RestaurantMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (context) =>
  getMenuPageProps(
    context,
    {
      kind: 'restaurant',
      city: String(context.params?.city),
      slug: String(context.params?.slug),
    },
    String(context.params?.id),
  );

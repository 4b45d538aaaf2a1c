import type { GetStaticProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/{slug}/menu/{id}: one of the restaurant's menus. */
export default function RestaurantMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<MenuPageProps> = async (context) =>
  cachedPage(
    await getMenuPageProps(
      context,
      {
        kind: 'restaurant',
        city: String(context.params?.city),
        slug: String(context.params?.slug),
      },
      String(context.params?.id),
    ),
  );

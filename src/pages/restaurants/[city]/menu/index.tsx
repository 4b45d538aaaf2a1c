import type { GetStaticProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/menu: the main menu of the city's restaurants. */
export default function CityMainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<MenuPageProps> = async (context) =>
  cachedPage(await getMenuPageProps(context, { kind: 'city', city: String(context.params?.city) }));

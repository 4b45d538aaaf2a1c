import type { GetServerSideProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';

/** /restaurants/{city}/menu: the main menu of the city's restaurants. */
export default function CityMainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (context) =>
  getMenuPageProps(context, { kind: 'city', city: String(context.params?.city) });

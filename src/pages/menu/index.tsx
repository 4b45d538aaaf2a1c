import type { GetServerSideProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';

/** /menu: the main menu, with links to the others. */
export default function MainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (context) =>
  getMenuPageProps(context, { kind: 'site' });

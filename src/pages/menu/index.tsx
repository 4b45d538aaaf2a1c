import type { GetStaticProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';
import { cachedPage } from '@/lib/pages';

/** /menu: the main menu, with links to the others. */
export default function MainMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticProps: GetStaticProps<MenuPageProps> = async (context) =>
  cachedPage(await getMenuPageProps(context, { kind: 'site' }));

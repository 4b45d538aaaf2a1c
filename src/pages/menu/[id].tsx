import type { GetServerSideProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';

/** /menu/{id}: a menu by its slug. */
export default function MenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (context) =>
  getMenuPageProps(context, { kind: 'site' }, String(context.params?.id));

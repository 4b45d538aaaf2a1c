import type { GetServerSideProps } from 'next';
import { MenuPage, type MenuPageProps } from '@/features/menus';
import { getMenuPageProps } from '@/features/menus/server';

/** /our-menu/{id}: a menu by its slug; /our-menu itself is the CMS page ([id1]). */
export default function OurMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<MenuPageProps> = (context) =>
  getMenuPageProps(context, { kind: 'site' }, String(context.params?.id));

import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /menu/{id}: a menu by its slug. */
export default function MenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<MenuPageProps>('/menu/[id]', (context, content) =>
  getMenuPageProps(context, { kind: 'site' }, String(context.params?.id), content),
);

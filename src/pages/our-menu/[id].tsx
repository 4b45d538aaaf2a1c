import { MenuPage, type MenuPageProps } from '@/templates';
import { getMenuPageProps } from '@/templates/menu-page/menu-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /our-menu/{id}: a menu by its slug; /our-menu itself is the CMS page ([id1]). */
export default function OurMenuRoute(props: MenuPageProps) {
  return <MenuPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<MenuPageProps>('/our-menu/[id]', (context, content) =>
  getMenuPageProps(context, { kind: 'site' }, String(context.params?.id), content),
);

import { CityPage, type CityPageProps } from '@/templates';
import { getCityPageProps } from '@/templates/restaurant-pages/restaurant-pages.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}: the city's restaurants. */
export default function CityRoute(props: CityPageProps) {
  return <CityPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<CityPageProps>(
  '/restaurants/[city]',
  (context, content) => getCityPageProps(context, content),
);

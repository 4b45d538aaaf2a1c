import { CityPage, type CityPageProps } from '@/templates';
import { getCityPageProps } from '@/templates/restaurant-pages/restaurant-pages.server';
import { cachedRoute } from '@/features/page-cache/server';
import { renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/index-old: the old address of the city index (spec 1 §2), same page. */
export default function OldCityRoute(props: CityPageProps) {
  return <CityPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<CityPageProps>(
  '/restaurants/[city]/index-old',
  (context, content) => getCityPageProps(context, content),
);

import type { GetStaticProps } from 'next';
import { CityPage, type CityPageProps } from '@/registry';
import { getCityPageProps } from '@/registry/restaurant-pages.server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}/index-old: the old address of the city index (spec 1 §2), same page. */
export default function OldCityRoute(props: CityPageProps) {
  return <CityPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<CityPageProps> = async (context) =>
  cachedPage(await getCityPageProps(context));

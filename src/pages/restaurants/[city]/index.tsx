import type { GetStaticProps } from 'next';
import { CityPage, type CityPageProps } from '@/registry';
import { getCityPageProps } from '@/registry/restaurant-pages.server';
import { cachedPage, renderOnFirstRequest } from '@/lib/pages';

/** /restaurants/{city}: the city's restaurants. */
export default function CityRoute(props: CityPageProps) {
  return <CityPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps: GetStaticProps<CityPageProps> = async (context) =>
  cachedPage(await getCityPageProps(context));

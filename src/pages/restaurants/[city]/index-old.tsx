import type { GetServerSideProps } from 'next';
import { CityPage, type CityPageProps } from '@/registry';
import { getCityPageProps } from '@/registry/restaurant-pages.server';

/** /restaurants/{city}/index-old: the old address of the city index (spec 1 §2), same page. */
export default function OldCityRoute(props: CityPageProps) {
  return <CityPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<CityPageProps> = getCityPageProps;

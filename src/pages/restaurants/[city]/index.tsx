import type { GetServerSideProps } from 'next';
import { CityPage, type CityPageProps } from '@/registry';
import { getCityPageProps } from '@/registry/restaurant-pages.server';

/** /restaurants/{city}: the city's restaurants. */
export default function CityRoute(props: CityPageProps) {
  return <CityPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<CityPageProps> = getCityPageProps;

import type { GetServerSideProps } from 'next';

/** /offer without an offer: every offer is listed on /offers. */
export default function OfferIndexRoute() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/offers', permanent: true },
});

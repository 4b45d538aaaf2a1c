import type { GetServerSideProps } from 'next';
import { OfferPage, type OfferPageProps } from '@/registry';
import { getOfferPageProps } from '@/registry/offer-page.server';

/** /offer/{slug}: an offer and its voucher form (spec 2 §2 "Offers"). */
export default function OfferRoute(props: OfferPageProps) {
  return <OfferPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<OfferPageProps> = getOfferPageProps;

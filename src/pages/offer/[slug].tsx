import type { GetServerSideProps } from 'next';
import { OfferPage, type OfferPageProps } from '@/templates';
import { getOfferPageProps } from '@/templates/offer-page/offer-page.server';

/** /offer/{slug}: an offer and its voucher form (spec 2 §2 "Offers"). */
export default function OfferRoute(props: OfferPageProps) {
  return <OfferPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<OfferPageProps> = getOfferPageProps;

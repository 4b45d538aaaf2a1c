import { OfferDetails } from '@/features/offers';
import { ErrorPage, PageHead, type Shell } from '@/features/shell';
import type { Offer } from '@/lib/content';

export type OfferPageProps =
  | { shell: Shell; notFound: string }
  | { shell: Shell; offer: Offer; canonicalUrl: string; imageUrl: string | null };

/** /offer/{slug}: an offer and its voucher form (spec 2 §2 "Offers"). */
export function OfferPage(props: OfferPageProps) {
  if ('notFound' in props) return <ErrorPage statusCode={404} message={props.notFound} />;
  const { shell, offer, canonicalUrl, imageUrl } = props;
  return (
    <>
      <PageHead
        title={offer.title}
        siteName={shell.settings.siteName}
        description={offer.description}
        canonicalUrl={canonicalUrl}
        imageUrl={imageUrl ?? undefined}
      />
      <OfferDetails offer={offer} />
    </>
  );
}

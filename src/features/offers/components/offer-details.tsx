import type { Offer } from '@/lib/content';
import { ContentImage } from '@/lib/ui';
import { offerCopy } from '../messages';
import { VoucherForm } from './voucher-form';

/**
 * An offer's page (spec 2 §2 "Offers"): its picture, title, description and validity beside the
 * voucher form, then its terms and conditions in full.
 */
export function OfferDetails({ offer }: { offer: Offer }) {
  return (
    <article className="container py-4 py-md-5">
      <div className="row g-4 g-lg-5 align-items-start">
        <div className="col-lg-7">
          {offer.image && (
            <div className="ratio ratio-16x9 mb-4 rounded overflow-hidden bg-light">
              <ContentImage
                image={offer.image}
                fill
                priority
                sizes="(min-width: 992px) 56vw, 100vw"
              />
            </div>
          )}
          <h1 className="display-5 fw-bold mb-3">{offer.title}</h1>
          <p className="lead">{offer.description}</p>
          {offer.validityText && (
            <p className="fw-semibold text-primary-emphasis">{offer.validityText}</p>
          )}
        </div>
        <div className="col-lg-5">
          <section aria-labelledby="voucher-heading" className="card shadow-sm border-0 bg-light">
            <div className="card-body p-4">
              <h2 id="voucher-heading" className="h4 mb-3">
                {offerCopy.formHeading}
              </h2>
              <VoucherForm
                offerSlug={offer.slug}
                successButtonText={offer.successButtonText}
                successButtonUrl={offer.successButtonUrl}
                overrideSuccessUrl={offer.overrideSuccessUrl}
              />
            </div>
          </section>
        </div>
      </div>
      {offer.termAndConditions && (
        <section aria-labelledby="terms-heading" className="mt-5 col-lg-9">
          <h2 id="terms-heading" className="h5">
            {offerCopy.termsHeading}
          </h2>
          <p className="small text-body-secondary" style={{ whiteSpace: 'pre-line' }}>
            {offer.termAndConditions}
          </p>
        </section>
      )}
    </article>
  );
}

import { useId } from 'react';
import { Heading } from '@/lib/ui';
import type { BookingCustomer } from '../../customer.schema';
import { journeyStepTitles } from '../../components/journey/step-titles';

interface DetailsReadBackProps {
  customer: BookingCustomer;
  /** Opens the details form again, as typed. */
  onEdit: () => void;
}

/** The details given on step 3, read back above the card guarantee, with a way to change them. */
export function DetailsReadBack({ customer, onEdit }: DetailsReadBackProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <Heading id={headingId} className="h5 mb-2">
          {journeyStepTitles.details}
        </Heading>
        <button type="button" className="btn btn-link p-0" onClick={onEdit}>
          Edit<span className="visually-hidden"> your details</span>
        </button>
      </div>
      <p className="mb-0 text-break">
        {customer.firstName} {customer.lastName}
        <br />
        {customer.email}
        {customer.phoneNumber && (
          <>
            <br />
            {customer.phoneNumber}
          </>
        )}
      </p>
    </section>
  );
}

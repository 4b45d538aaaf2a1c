import { Heading } from '@/lib/ui';
import { bookingErrorMessage } from '../../booking-errors';
import { DetailsStep } from '../../components/steps/details-step';
import type { BookingCustomer, BookingCustomerInput } from '../../customer.schema';
import { formatBookingDate } from '../../utils/booking-dates';

/** What the diner chose on steps 1 and 2, to read back before they confirm. */
export interface BookingSummary {
  restaurantName: string;
  occasion?: string;
  adults: number;
  children: number;
  /** London date, YYYY-MM-DD. */
  date: string;
  time: string;
  menu?: string;
  area?: string;
}

interface ConfirmDetailsStepProps {
  summary: BookingSummary;
  /** 'Enquire Now' for an enquiry, else 'Book Now' (spec 1 §4). */
  submitLabel: string;
  /** `bookingMessages.enquiryNotice(25)` for an enquiry. */
  enquiryNotice?: string;
  /**
   * The restaurant asks for a card guarantee, which this flow has no step for: the diner is told
   * to contact the restaurant (code 5 of spec 1 §8) rather than be refused after typing.
   */
  cardRequired: boolean;
  defaultValues?: Partial<BookingCustomerInput>;
  /** Told what the diner types, so going back and forth keeps it. */
  onDraftChange?: (draft: Partial<BookingCustomerInput>) => void;
  submitting: boolean;
  errorMessage?: string;
  onSubmit: (customer: BookingCustomer) => void;
}

const cardRequiredMessage = bookingErrorMessage({ code: 5 });

/**
 * Step 3 of the alternative flow: the booking read back, then the diner's details (the mobile
 * number optional, spec 1 §5) and the confirm button.
 */
export function ConfirmDetailsStep({ summary, cardRequired, ...details }: ConfirmDetailsStepProps) {
  const rows: [string, string | number | undefined][] = [
    ['Restaurant', summary.restaurantName],
    ['Occasion', summary.occasion],
    ['Adults', summary.adults],
    ['Children', summary.children],
    ['Date', formatBookingDate(summary.date)],
    ['Time', summary.time],
    ['Menu', summary.menu],
    ['Area', summary.area],
  ];
  return (
    <div>
      <Heading tabIndex={-1} className="h4 mb-3">
        Confirm your booking
      </Heading>
      <dl className="row mb-4">
        {rows
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([term, value]) => (
            <div key={term} className="col-6 col-sm-3 mb-2">
              <dt className="small text-body-secondary">{term}</dt>
              <dd className="mb-0 fw-semibold">{value}</dd>
            </div>
          ))}
      </dl>
      {cardRequired ? (
        <p className="alert alert-warning" role="alert">
          {cardRequiredMessage}
        </p>
      ) : (
        <DetailsStep phoneOptional {...details} />
      )}
    </div>
  );
}

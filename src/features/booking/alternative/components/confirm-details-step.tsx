import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Heading } from '@/lib/ui';
import { DetailsStep } from '../../components/steps/details-step';
import { journeyStepTitles } from '../../components/journey/step-titles';
import type { BookingCustomer, BookingCustomerInput } from '../../customer.schema';
import { formatBookingDate } from '../../utils/booking-dates';
import { DetailsReadBack } from './details-read-back';

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

/** The card guarantee that follows the details when the restaurant asks for a card. */
export interface CardGuaranteeSlot {
  /** The details given, read back above the card. */
  customer: BookingCustomer;
  onEditDetails: () => void;
  /** The card input and its buttons (`CardGuarantee`). */
  guarantee: ReactNode;
}

interface ConfirmDetailsStepProps {
  summary: BookingSummary;
  /** 'Enquire Now' for an enquiry, 'Card Guarantee' when a card follows, else 'Book Now'. */
  submitLabel: string;
  /** `bookingMessages.enquiryNotice(25)` for an enquiry. */
  enquiryNotice?: string;
  defaultValues?: Partial<BookingCustomerInput>;
  /** Told what the diner types, so going back and forth keeps it. */
  onDraftChange?: (draft: Partial<BookingCustomerInput>) => void;
  submitting: boolean;
  errorMessage?: string;
  onSubmit: (customer: BookingCustomer) => void;
  /** Once the details are given for a booking that needs a card: shown in place of the form. */
  card?: CardGuaranteeSlot;
}

/**
 * Step 3 of the alternative flow: the booking read back, then the diner's details (the mobile
 * number optional, spec 1 §5) and the confirm button. Where the restaurant asks for a card (a
 * party of 8 or more), the card guarantee follows the details, as step 7 does in the standard
 * journey (spec 1 §4 "Card step"): the details read back with Edit, then the card and Book now.
 * Focus follows: to the card's heading when it opens, to the form's first field when it closes.
 */
export function ConfirmDetailsStep({ summary, card, ...details }: ConfirmDetailsStepProps) {
  const root = useRef<HTMLDivElement>(null);
  const cardHeadingId = useId();
  const onCard = card !== undefined;
  const shown = useRef(onCard);
  useEffect(() => {
    if (shown.current === onCard) return;
    shown.current = onCard;
    const target = onCard
      ? document.getElementById(cardHeadingId)
      : root.current?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [onCard, cardHeadingId]);

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
    <div ref={root}>
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
      {card ? (
        <>
          <DetailsReadBack customer={card.customer} onEdit={card.onEditDetails} />
          <section aria-labelledby={cardHeadingId}>
            <Heading id={cardHeadingId} tabIndex={-1} className="h5 mb-2">
              {journeyStepTitles.card}
            </Heading>
            {card.guarantee}
          </section>
        </>
      ) : (
        <DetailsStep phoneOptional {...details} />
      )}
    </div>
  );
}

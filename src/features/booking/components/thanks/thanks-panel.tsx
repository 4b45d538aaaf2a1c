import { useEffect, useId } from 'react';
import { directionsUrl } from '@/lib/geo';
import { Heading, Icon, Link } from '@/lib/ui';
import { NewTabLink } from '../steps/new-tab-link';
import { AddToCalendar } from './add-to-calendar';
import { BookingSummary } from './booking-summary';
import { thanksMessages } from './thanks-messages';

/** Step 8's props: what was booked, for whom and where. */
export interface ThanksPanelProps {
  /** A confirmed booking, or an enquiry the restaurant has still to confirm (25+ guests). */
  kind: 'booking' | 'enquiry';
  /** The booking or enquiry reference the server answered with. */
  reference: string;
  /** The diner; the phone number may be empty in the alternative flow. */
  customer: { firstName: string; lastName: string; email: string; phoneNumber?: string };
  restaurant: { title: string; address: string; lat: number; lon: number; path: string };
  adults: number;
  children: number;
  /** London calendar date, YYYY-MM-DD. */
  date: string;
  /** London wall-clock time, HH:mm. */
  time: string;
  menu?: string;
  area?: string;
  /** What was booked when it is an event: 'Christmas party for 8 guests'. */
  booked?: string;
  /** The site's name, e.g. 'Tavola': it names the calendar entry and its file. */
  brand: string;
  /** /menu, or the restaurant's own /restaurants/{city}/{slug}/menu. */
  menuLink: string;
  onClose: () => void;
}

/**
 * Step 8, the thanks panel (spec 1 §2): the confirmation or the enquiry notice with its reference,
 * what was booked, the way on (menu, directions, close, privacy policy) and, for a confirmed
 * booking only, the calendar links. The heading takes the focus, so a screen reader starts here.
 */
export function ThanksPanel(props: ThanksPanelProps) {
  const { kind, reference, customer, restaurant, brand, menu, onClose } = props;
  const headingId = useId();
  const booking = kind === 'booking';

  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1} className="h4 mb-2">
        {booking ? thanksMessages.bookingConfirmed : thanksMessages.enquiryReceived}
      </Heading>
      {props.booked && <p className="lead mb-2">{props.booked}</p>}
      <p className="fw-bold">
        {booking
          ? thanksMessages.bookingReference(reference)
          : thanksMessages.enquiryReference(reference)}
      </p>
      {!booking && (
        <p className="alert alert-info">
          <strong>{thanksMessages.enquiryNotConfirmed}</strong>, {thanksMessages.enquiryReply}.
        </p>
      )}
      <BookingSummary
        name={`${customer.firstName} ${customer.lastName}`}
        email={customer.email}
        telephone={customer.phoneNumber}
        location={restaurant.title}
        address={restaurant.address}
        guests={{ adults: props.adults, children: props.children }}
        date={props.date}
        time={props.time}
        menu={menu}
        area={props.area}
      />
      {booking && (
        <AddToCalendar
          details={{
            brand,
            reference,
            restaurantName: restaurant.title,
            address: restaurant.address,
            date: props.date,
            time: props.time,
            adults: props.adults,
            children: props.children,
            menu,
          }}
        />
      )}
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Link href={props.menuLink} className="btn btn-primary">
          {thanksMessages.viewMenu}
        </Link>
        <NewTabLink href={directionsUrl(restaurant)} className="btn btn-outline-primary">
          <Icon name="geo-alt" /> {thanksMessages.getDirections}
        </NewTabLink>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {thanksMessages.close}
        </button>
      </div>
      <p className="small mt-3 mb-0">
        <Link href="/privacy-policy">{thanksMessages.privacyPolicy}</Link>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { formatBookingDate } from '../../utils/booking-dates';
import { thanksMessages } from './thanks-messages';

interface BookingSummaryProps {
  name: string;
  email: string;
  telephone?: string;
  location: string;
  address: string;
  guests: { adults: number; children: number };
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm. */
  time: string;
  menu?: string;
  /** The area chosen; the row says there was no preference when none was. */
  area?: string;
}

/**
 * What was booked, as a description list (spec 1 §2 step 8). Rows with nothing to say (no menu,
 * no telephone in the alternative flow) are left out rather than shown empty; the area is always
 * listed, since where a party sits is what a diner checks, and 'No preference' is an answer.
 */
export function BookingSummary(props: BookingSummaryProps) {
  const { labels } = thanksMessages;
  const rows: [label: string, value: ReactNode][] = [
    [labels.name, props.name],
    [labels.email, props.email],
    [labels.telephone, props.telephone],
    [
      labels.location,
      <>
        {props.location}
        <br />
        <span className="text-body-secondary">{props.address}</span>
      </>,
    ],
    [labels.adults, props.guests.adults],
    [labels.children, props.guests.children],
    [labels.date, formatBookingDate(props.date)],
    [labels.time, props.time],
    [labels.menu, props.menu],
    [labels.area, props.area || thanksMessages.noAreaPreference],
  ];
  return (
    <dl className="mb-0">
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="row">
            <dt className="col-5 col-sm-4">{label}</dt>
            <dd className="col-7 col-sm-8 mb-1">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

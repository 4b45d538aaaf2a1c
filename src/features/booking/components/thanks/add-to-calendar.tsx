import { useId, useState } from 'react';
import { Heading, Icon } from '@/lib/ui';
import {
  bookingCalendarEvent,
  googleCalendarUrl,
  outlookCalendarUrl,
  type BookingCalendarDetails,
} from '../../utils/calendar';
import { NewTabLink } from '../steps/new-tab-link';
import { AppleCalendarLink } from './apple-calendar-link';
import { calendarMessages } from './thanks-messages';

interface AddToCalendarProps {
  details: BookingCalendarDetails;
}

/**
 * 'ADD IT TO YOUR CALENDAR' (spec 1 §2 step 8, confirmed bookings only): Outlook's and Google's
 * compose pages in a new tab, and for Apple (and any other calendar app) the .ics file itself,
 * made in the browser with no server.
 */
export function AddToCalendar({ details }: AddToCalendarProps) {
  const headingId = useId();
  // DTSTAMP is when the file was made: fixed once, so re-renders give the same file.
  const [createdAt] = useState(() => new Date());
  const event = bookingCalendarEvent(details);
  const outlook = outlookCalendarUrl(event);
  const google = googleCalendarUrl(event);

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <Heading id={headingId} depth={1} className="h6 text-uppercase">
        {calendarMessages.heading}
      </Heading>
      <ul className="list-inline mb-0">
        <li className="list-inline-item">
          <NewTabLink href={outlook} className="btn btn-outline-primary btn-sm">
            <Icon name="microsoft" /> {calendarMessages.outlook}
          </NewTabLink>
        </li>
        <li className="list-inline-item">
          <NewTabLink href={google} className="btn btn-outline-primary btn-sm">
            <Icon name="google" /> {calendarMessages.google}
          </NewTabLink>
        </li>
        <li className="list-inline-item">
          <AppleCalendarLink
            event={event}
            createdAt={createdAt}
            filename={`${details.brand}-booking-${details.reference}.ics`}
          />
        </li>
      </ul>
    </section>
  );
}

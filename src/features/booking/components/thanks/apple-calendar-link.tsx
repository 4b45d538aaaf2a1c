import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '@/lib/ui';
import type { CalendarEvent } from '../../utils/calendar';
import { calendarMessages } from './thanks-messages';

interface AppleCalendarLinkProps {
  event: CalendarEvent;
  /** When the file is said to be made (its DTSTAMP): when the panel opened. */
  createdAt: Date;
  /** The downloaded file's name. */
  filename: string;
}

/**
 * The Apple option (and any other calendar app's): the .ics file itself, as a data link. The file
 * is written with ical-generator, which the browser loads at the diner's first click, so no page
 * carries it up front: that click writes the file into the link and follows it, and later clicks
 * download it at once.
 */
export function AppleCalendarLink({ event, createdAt, filename }: AppleCalendarLinkProps) {
  const [file, setFile] = useState<{ of: string; url: string }>();
  const writing = useRef(false);
  // The file written for this very event (a re-render with the same booking keeps it).
  const of = JSON.stringify(event);
  const url = file?.of === of ? file.url : undefined;

  async function writeAndDownload(link: HTMLAnchorElement) {
    if (writing.current) return;
    writing.current = true;
    try {
      const { icsDataUrl } = await import('../../utils/ics-file');
      flushSync(() => setFile({ of, url: icsDataUrl(event, createdAt) }));
      link.click();
    } finally {
      // Had the module not loaded (the connection dropped), the next click tries again.
      writing.current = false;
    }
  }

  return (
    <a
      href={url ?? '#'}
      download={filename}
      type="text/calendar"
      className="btn btn-outline-primary btn-sm"
      onClick={(click) => {
        if (url) return;
        click.preventDefault();
        void writeAndDownload(click.currentTarget);
      }}
    >
      <Icon name="apple" /> {calendarMessages.apple}
      <span className="visually-hidden">{calendarMessages.appleDownload}</span>
    </a>
  );
}

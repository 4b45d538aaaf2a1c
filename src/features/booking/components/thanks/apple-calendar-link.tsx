import { useEffect, useRef, useState } from 'react';
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
 * is written with ical-generator, which no page carries up front: the browser loads it once the
 * thanks panel shows and it is idle, and writes the file into the link, so the link can be copied
 * or opened as any other. A click before that writes the file at once and follows the link.
 */
export function AppleCalendarLink({ event, createdAt, filename }: AppleCalendarLinkProps) {
  const [file, setFile] = useState<{ of: string; url: string }>();
  const writing = useRef(false);
  // The file written for this very event (a re-render with the same booking keeps it).
  const of = JSON.stringify(event);
  const url = file?.of === of ? file.url : undefined;

  // The event is a new object at each render of the panel; the file is written for what it says.
  const latest = useRef({ event, createdAt });
  useEffect(() => {
    latest.current = { event, createdAt };
  });
  useEffect(() => {
    if (url) return;
    let gone = false;
    const write = () =>
      import('../../utils/ics-file').then(
        ({ icsDataUrl }) =>
          !gone && setFile({ of, url: icsDataUrl(latest.current.event, latest.current.createdAt) }),
        // Not loaded (the connection dropped): the diner's click tries again.
        () => undefined,
      );
    // Safari has no requestIdleCallback.
    const idleCallbacks = 'requestIdleCallback' in window;
    const idle = idleCallbacks
      ? window.requestIdleCallback(write, { timeout: 2000 })
      : window.setTimeout(write, 200);
    return () => {
      gone = true;
      if (idleCallbacks) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [of, url]);

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

import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { embeddedBookingDeps, viewBooking } from '@/features/booking/server';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { isHttpError, limitByAddress } from '@/lib/http';
import { absoluteUrl, jsonProps } from '@/lib/pages';
import type { BookingPageProps } from './booking-page';

/**
 * The page of a booking link. Never cached, never indexed, and never sends its address on as a
 * referrer: the token in it is the booking's only key. A wrong token answers 404 with no booking.
 * Page views count against the same per-address limit as the booking's API.
 */
export async function getBookingPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<BookingPageProps>> {
  const tokenParam = context.params?.token;
  const token = typeof tokenParam === 'string' ? tokenParam : null;
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex');
  context.res.setHeader('Referrer-Policy', 'no-referrer');
  const shell = await loadShell(getContentSource());
  let booking = null;
  let limited: string | null = null;
  try {
    await limitByAddress(context.req, 'booking-manage');
    booking = token ? await viewBooking(embeddedBookingDeps(), token) : null;
  } catch (error) {
    if (!isHttpError(error)) throw error;
    // Too many tries from one address says how long to wait; a wrong link is no booking.
    if (error.status === 429) {
      limited = error.message;
      for (const [name, value] of Object.entries(error.headers)) context.res.setHeader(name, value);
    }
  }
  context.res.statusCode = limited ? 429 : booking ? 200 : 404;
  return {
    props: jsonProps({
      shell,
      // The page without the token: a link's key is never repeated in the canonical address.
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, '/booking'),
      token: booking ? token : null,
      booking,
      limited,
    }),
  };
}

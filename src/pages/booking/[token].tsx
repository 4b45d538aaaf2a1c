import type { GetServerSideProps } from 'next';
import { BookingPage, type BookingPageProps } from '@/templates';
import { getBookingPageProps } from '@/templates/booking-page/booking-page.server';

/** /booking/{token}: a diner's own booking, from the link in its e-mail. */
export default function Route(props: BookingPageProps) {
  return <BookingPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<BookingPageProps> = (context) =>
  getBookingPageProps(context);

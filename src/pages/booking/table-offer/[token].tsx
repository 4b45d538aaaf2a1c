import type { GetServerSideProps } from 'next';
import { TableOfferPage, type WaitlistPageProps } from '@/templates';
import { getWaitlistPageProps } from '@/templates/waitlist-pages/waitlist-pages.server';

/** /booking/table-offer/{token}: a table offered from the waitlist, from the link in its e-mail. */
export default function Route(props: WaitlistPageProps) {
  return <TableOfferPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<WaitlistPageProps> = (context) =>
  getWaitlistPageProps(context, '/booking/table-offer');

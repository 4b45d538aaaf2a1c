import type { GetServerSideProps } from 'next';
import { LeaveWaitlistPage, type WaitlistPageProps } from '@/templates';
import { getWaitlistPageProps } from '@/templates/waitlist-pages/waitlist-pages.server';

/** /booking/leave-waitlist/{token}: leave the waitlist, from either of its e-mails. */
export default function Route(props: WaitlistPageProps) {
  return <LeaveWaitlistPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<WaitlistPageProps> = (context) =>
  getWaitlistPageProps(context, '/booking/leave-waitlist');

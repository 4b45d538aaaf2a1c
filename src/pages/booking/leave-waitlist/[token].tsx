import type { GetServerSideProps } from 'next';
import { LeaveWaitlistPage, type WaitlistPageProps } from '@/registry';
import { getWaitlistPageProps } from '@/registry/waitlist-pages.server';

/** /booking/leave-waitlist/{token}: leave the waitlist, from either of its e-mails. */
export default function Route(props: WaitlistPageProps) {
  return <LeaveWaitlistPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<WaitlistPageProps> = (context) =>
  getWaitlistPageProps(context, '/booking/leave-waitlist');

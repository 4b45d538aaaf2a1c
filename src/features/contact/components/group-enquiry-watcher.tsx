import dynamic from 'next/dynamic';
import type { ContentEnquiryType } from '@/lib/content';
import { useHashTrigger } from '@/lib/ui';

// The dialog and its form are fetched the first time a diner opens it.
const GroupEnquiryModal = dynamic(
  () => import('./group-enquiry-modal').then((m) => m.GroupEnquiryModal),
  { ssr: false },
);

/** The hash a group-booking contact trigger sets: a link or button an editor points at it. */
export const groupEnquiryHash = '#group-booking-contact';

const matchGroupEnquiry = (hash: string) => (hash === groupEnquiryHash ? true : null);

/**
 * The group-booking contact trigger (spec 2 §2, §4): any link to #group-booking-contact, on any
 * page, opens the group-booking enquiry in a dialog. Closing removes the hash. It offers the
 * settings' 'Enquiry types' (the code's four when absent).
 */
export function GroupEnquiryWatcher({ enquiryTypes }: { enquiryTypes?: ContentEnquiryType[] }) {
  const { open, loaded, close } = useHashTrigger(matchGroupEnquiry);
  return loaded ? (
    <GroupEnquiryModal open={open !== null} onClose={close} enquiryTypes={enquiryTypes} />
  ) : null;
}

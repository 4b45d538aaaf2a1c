import { locationMessages, useRestaurantList } from '@/features/locations';
import type { ContentEnquiryType } from '@/lib/content';
// Not through @/lib/ui: only pages that open a dialog load its code and styles.
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import { offeredEnquiryTypes } from '../enquiry-types';
import { EnquiryForm } from './enquiry-form';

/** The group-booking enquiry in a dialog, opened by a group-booking contact trigger (spec 2 §2). */
export function GroupEnquiryModal({
  open,
  onClose,
  enquiryTypes,
}: {
  open: boolean;
  onClose: () => void;
  enquiryTypes?: ContentEnquiryType[];
}) {
  const { restaurants, failed } = useRestaurantList(open);
  return (
    <SiteDialog id="group-enquiry" open={open} title="Group booking enquiry" onClose={onClose}>
      {failed && (
        <p role="alert" className="text-danger">
          {locationMessages.restaurantsFailed}
        </p>
      )}
      {!failed && !restaurants && (
        <p role="status" className="text-body-secondary">
          Loading the restaurants…
        </p>
      )}
      {restaurants && (
        <EnquiryForm
          kind="groupBooking"
          enquiryTypes={offeredEnquiryTypes(enquiryTypes)}
          restaurants={restaurants
            .map(({ storeId, title }) => ({ storeId, title }))
            .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))}
        />
      )}
    </SiteDialog>
  );
}

import { EnquiryForm } from '@/features/contact';
import { Heading } from '@/lib/ui';
import type { GroupBookingFormProps } from './group-booking-form.schema';

/** The group-booking form tile: its title and introduction, and the enquiry form (spec 2 §2). */
export function GroupBookingFormBlock({
  title,
  subtitle,
  storeId,
  restaurants,
  enquiryTypes,
}: GroupBookingFormProps) {
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        <Heading className="mb-3">{title}</Heading>
        {subtitle && <p className="lead">{subtitle}</p>}
        <EnquiryForm
          kind="groupBooking"
          restaurants={restaurants}
          restaurant={storeId}
          enquiryTypes={enquiryTypes}
        />
      </div>
    </div>
  );
}

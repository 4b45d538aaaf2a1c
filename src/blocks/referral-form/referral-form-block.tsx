import { ReferralForm } from '@/features/customers';
import { Heading } from '@/lib/ui';
import type { ReferralFormProps } from './referral-form.schema';

/** The refer-a-friend tile: its title and introduction, and the form. */
export function ReferralFormBlock({ title, subtitle }: ReferralFormProps) {
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        <Heading className="mb-3">{title}</Heading>
        {subtitle && <p className="lead">{subtitle}</p>}
        <ReferralForm />
      </div>
    </div>
  );
}

import { Icon } from '@/lib/ui';

interface CallButtonProps {
  /** The restaurant's number as written, such as '0113 496 0000'. */
  phoneNumber?: string;
  className?: string;
}

/**
 * A call-the-restaurant link where the journey cannot book online (spec 1 §8): a tel: link, so a phone
 * dials it. The number is shown, since a diner on a computer has to dial it themselves; without a
 * number there is nothing to call, and nothing shows.
 */
export function CallButton({ phoneNumber, className = 'btn btn-primary' }: CallButtonProps) {
  const digits = phoneNumber?.replace(/[^\d+]/g, '');
  if (!phoneNumber || !digits) return null;
  return (
    <a href={`tel:${digits}`} className={className}>
      <Icon name="telephone" className="me-2" />
      Call {phoneNumber}
    </a>
  );
}

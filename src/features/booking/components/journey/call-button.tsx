import { Icon, telephoneHref } from '@/lib/ui';

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
  if (!phoneNumber || !/\d/.test(phoneNumber)) return null;
  return (
    <a href={telephoneHref(phoneNumber)} className={className}>
      <Icon name="telephone" className="me-2" />
      Call {phoneNumber}
    </a>
  );
}

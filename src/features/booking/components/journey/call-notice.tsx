import { CallButton } from './call-button';

interface CallNoticeProps {
  /** A spec 1 §8 message, such as `bookingMessages.noAvailability`; nothing shows without one. */
  message?: string;
  phoneNumber?: string;
}

/**
 * A step's dead end with a way on: the message and a call button. The live region is always
 * there, so a message that arrives while the step is open is read out.
 */
export function CallNotice({ message, phoneNumber }: CallNoticeProps) {
  return (
    <div aria-live="polite">
      {message && (
        <div className="alert alert-info">
          <p>{message}</p>
          <CallButton phoneNumber={phoneNumber} />
        </div>
      )}
    </div>
  );
}

import type { ReactNode, RefObject } from 'react';
import { CaptchaNotice } from '@/lib/captcha';

interface FormActionsProps {
  /** The send button's words, and its words while the form is on its way. */
  label: string;
  sendingLabel: string;
  sending: boolean;
  /** Google's notice, required when the reCAPTCHA badge is hidden (ARCHITECTURE §5). */
  captchaEnabled: boolean;
  /** What went wrong with the last send, read out (and focused, with `errorRef`) when it appears. */
  error?: string | null;
  errorRef?: RefObject<HTMLDivElement | null>;
  /** Other buttons of the form (the apply modal's 'Clear form'), beside the send button. */
  children?: ReactNode;
}

/** The end of every diner form: the captcha notice, the send error, and the send button. */
export function FormActions({
  label,
  sendingLabel,
  sending,
  captchaEnabled,
  error,
  errorRef,
  children,
}: FormActionsProps) {
  const send = (
    <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
      {sending ? sendingLabel : label}
    </button>
  );
  return (
    <>
      {captchaEnabled && <CaptchaNotice />}
      {error && (
        <div ref={errorRef} tabIndex={-1} role="alert" className="alert alert-danger">
          {error}
        </div>
      )}
      {children ? (
        <div className="d-flex flex-wrap gap-2">
          {send}
          {children}
        </div>
      ) : (
        send
      )}
    </>
  );
}

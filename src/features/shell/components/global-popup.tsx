import { useEffect, useRef } from 'react';
import { hasAnsweredConsent } from '@/features/consent';
import type { Popup } from '@/lib/content';
import { ContentImage, isDinerBusy, setModalOpen, Link, useAnyModalOpen } from '@/lib/ui';
import { watchFormActivity } from './global-popup-activity';
import { dismissPopup, isPopupDismissed } from './global-popup-dismissal';
import styles from './global-popup.module.scss';

/** While the diner is busy, the popup looks again this often. */
export const POPUP_BUSY_RETRY_MS = 5000;
/**
 * How long the popup waits after another dialog was open (the job application's thanks, the
 * booking modal): a dialog the moment one closes reads as the same interruption going on.
 */
export const POPUP_AFTER_DIALOG_MS = 10_000;

/**
 * The popup from the CMS: a dialog that opens after its delay, unless the diner closed it within
 * the site's period (`POPUP_DISMISS_DAYS`). It never opens over what the diner is doing: a dialog
 * (the booking modal), a booking in the page past its first step or a form in progress, a field in
 * use, or the consent bar before it is answered; it waits until they are done, and after another
 * dialog until a while has passed. The native dialog keeps focus inside it and closes on Escape.
 */
export function GlobalPopup({ popup }: { popup: Popup }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // When another dialog last opened or closed: a dialog may come and go between two looks.
  const otherDialogOpen = useAnyModalOpen('popup');
  const otherDialogAt = useRef<number | null>(null);
  const seenOtherDialog = useRef(otherDialogOpen);
  useEffect(() => {
    if (otherDialogOpen || seenOtherDialog.current) otherDialogAt.current = Date.now();
    seenOtherDialog.current ||= otherDialogOpen;
  }, [otherDialogOpen]);

  // Gone while open (its page had another popup): page furniture must not keep stepping aside.
  useEffect(() => () => setModalOpen('popup', false), []);

  useEffect(() => {
    // Read in the browser only: the cached HTML is the same for every diner.
    if (isPopupDismissed(popup.id)) return;
    const activity = watchFormActivity();
    let timer: number;
    const openWhenFree = () => {
      // Closed meanwhile (in another tab of the site): not again.
      if (!dialog.current || dialog.current.open || isPopupDismissed(popup.id)) return;
      if (isDinerBusy() || activity.isEditing() || !hasAnsweredConsent()) {
        timer = window.setTimeout(openWhenFree, POPUP_BUSY_RETRY_MS);
        return;
      }
      const sinceDialog =
        otherDialogAt.current === null ? Infinity : Date.now() - otherDialogAt.current;
      if (sinceDialog < POPUP_AFTER_DIALOG_MS) {
        timer = window.setTimeout(openWhenFree, POPUP_AFTER_DIALOG_MS - sinceDialog);
        return;
      }
      dialog.current.showModal?.();
      setModalOpen('popup', true);
    };
    timer = window.setTimeout(openWhenFree, popup.delaySeconds * 1000);
    return () => {
      window.clearTimeout(timer);
      activity.stop();
    };
  }, [popup.id, popup.delaySeconds]);

  const close = () => {
    dialog.current?.close?.();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      aria-labelledby={`popup-${popup.id}-title`}
      onClose={() => {
        setModalOpen('popup', false);
        dismissPopup(popup.id);
      }}
    >
      {popup.image && (
        <div className={styles.image}>
          <ContentImage image={popup.image} sizes="(min-width: 576px) 480px, 100vw" fill />
        </div>
      )}
      <div className="p-4">
        <h2 id={`popup-${popup.id}-title`} className="h4">
          {popup.title}
        </h2>
        {popup.body && <p>{popup.body}</p>}
        <div className="d-flex gap-2 justify-content-end">
          {popup.linkUrl && popup.linkText && (
            <Link href={popup.linkUrl} className="btn btn-primary" onClick={close}>
              {popup.linkText}
            </Link>
          )}
          <button type="button" className="btn btn-outline-primary" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}

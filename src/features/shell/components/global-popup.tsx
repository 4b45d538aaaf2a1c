import { useEffect, useRef } from 'react';
import type { Popup } from '@/lib/content';
import { ContentImage, isDinerBusy, setModalOpen, useRememberedFlag, Link } from '@/lib/ui';
import styles from './global-popup.module.scss';

/** While the diner is busy, the popup looks again this often. */
const BUSY_RETRY_MS = 5000;

/**
 * The popup from the CMS: a dialog that opens after its delay, once per visitor. The native
 * dialog keeps focus inside it and closes on Escape.
 */
export function GlobalPopup({ popup }: { popup: Popup }) {
  const [seen, markSeen] = useRememberedFlag(`tavola.popup.${popup.id}.seen`);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (seen) return;
    let timer: number;
    const openWhenFree = () => {
      if (!dialog.current || dialog.current.open) return;
      // Never over a dialog the diner is using (the booking modal) or a form they are filling in:
      // it would take their focus. It waits until they are done.
      if (isDinerBusy()) {
        timer = window.setTimeout(openWhenFree, BUSY_RETRY_MS);
        return;
      }
      dialog.current.showModal?.();
      setModalOpen('popup', true);
    };
    timer = window.setTimeout(openWhenFree, popup.delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seen, popup.delaySeconds]);

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
        markSeen();
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

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../icon';
import { setModalOpen } from '../modal-state';
import styles from './site-dialog.module.scss';

interface SiteDialogProps {
  /** The dialog's name in the site's open-dialog register (the back-to-top button steps aside). */
  id: string;
  open: boolean;
  title: string;
  /** Close, Escape and (when allowed) the overlay all close through this. */
  onClose: () => void;
  /** The simple book-now modal closes on an overlay click; 'Book a Table' does not (spec 1 §2). */
  closeOnOverlay?: boolean;
  children: ReactNode;
}

/**
 * The site's modal dialog (the booking modals, the group-booking enquiry): a native dialog, so
 * focus stays inside; it is named by its title and has a Close button. Escape closes through
 * `onClose` like Close, so the owner can also leave its hash or address.
 */
export function SiteDialog({
  id,
  open,
  title,
  onClose,
  closeOnOverlay = false,
  children,
}: SiteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
    setModalOpen(id, open);
    return () => setModalOpen(id, false);
  }, [id, open]);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event up its own tree: Escape in a dialog opened from inside another
        // dialog (the apply modal's error) closes that one only.
        event.stopPropagation();
        onClose();
      }}
      // A click on the dialog itself, not its content, is a click on the overlay.
      onClick={(event) => closeOnOverlay && event.target === dialog.current && onClose()}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className="btn btn-link" onClick={onClose}>
          <Icon name="x-lg" size={20} />
          <span>Close</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

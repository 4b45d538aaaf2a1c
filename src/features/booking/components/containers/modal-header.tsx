import { Icon } from '@/lib/ui';
import styles from './booking-modal.module.scss';

interface ModalHeaderProps {
  titleId: string;
  title: string;
  onClose: () => void;
}

/** The booking modals' title bar: the title the dialog is named by, and its Close button. */
export function ModalHeader({ titleId, title, onClose }: ModalHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className="btn btn-link" onClick={onClose}>
        <Icon name="x-lg" size={20} />
        <span>Close</span>
      </button>
    </div>
  );
}

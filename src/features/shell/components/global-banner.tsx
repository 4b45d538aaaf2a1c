import type { Banner } from '@/lib/content';
import { backgroundClass, Icon, useRememberedFlag, Link } from '@/lib/ui';
import styles from './global-banner.module.scss';

/** The announcement across the top of every page; once closed it stays closed in this browser. */
export function GlobalBanner({ banner }: { banner: Banner }) {
  const [dismissed, dismiss] = useRememberedFlag(`tavola.banner.${banner.id}.dismissed`);
  if (dismissed) return null;
  return (
    <aside
      aria-label="Announcement"
      className={`${backgroundClass(banner.backgroundColour)} ${styles.banner}`}
    >
      <p className="mb-0">
        {banner.text}
        {banner.linkUrl && banner.linkText && (
          <>
            {' '}
            <Link href={banner.linkUrl} className="fw-bold text-reset">
              {banner.linkText}
            </Link>
          </>
        )}
      </p>
      <button type="button" className={styles.close} onClick={dismiss}>
        <Icon name="x-lg" />
        <span className="visually-hidden">Close announcement</span>
      </button>
    </aside>
  );
}

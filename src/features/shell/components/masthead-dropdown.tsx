import { useEffect, useId, useRef, useState } from 'react';
import type { LayoutNavigationItem } from '@/lib/content';
import { Icon, SiteLink } from '@/lib/ui';
import styles from './site-header.module.scss';

/**
 * A masthead item with links: a button that opens its list. Escape or a click elsewhere closes it;
 * Escape returns focus to the button.
 */
export function MastheadDropdown({ item }: { item: LayoutNavigationItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li ref={root} className={styles.item}>
      <button
        ref={button}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {item.linkText} <Icon name="chevron-down" className={open ? styles.flipped : undefined} />
      </button>
      <ul id={id} className={styles.dropdown} hidden={!open}>
        {(item.links ?? []).map((link) => (
          <li key={`${link.linkText}${link.linkUrl}`}>
            <SiteLink link={link} className={styles.dropdownLink} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

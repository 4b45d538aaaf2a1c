import type { ReactNode } from 'react';

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link out of the booking journey. It opens a new tab so the diner keeps the booking they are
 * making, gives the new tab no hold on this one, and says so to screen-reader users.
 */
export function NewTabLink({ href, children, className }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

import { Link } from './link/link';
import type { NavigationLink } from '@/lib/content';

interface SiteLinkProps {
  link: Pick<NavigationLink, 'linkText' | 'linkUrl' | 'description'> &
    Partial<Pick<NavigationLink, 'openInNewTab'>>;
  className?: string;
  onClick?: () => void;
}

/**
 * A link an editor made (masthead, footer, tile buttons). One that opens a new tab does so
 * without handing this tab to the new one, and tells screen-reader users it will.
 */
export function SiteLink({ link, className, onClick }: SiteLinkProps) {
  const newTab = link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Link
      href={link.linkUrl ?? '#'}
      className={className}
      title={link.description}
      onClick={onClick}
      {...newTab}
    >
      {link.linkText}
      {link.openInNewTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </Link>
  );
}

import type { NavigationLink } from '@/lib/content';
import { SiteLink } from '@/lib/ui';

/** A tile's links: buttons for `button` style, text links otherwise. */
export function LinkButtons({
  links,
  className = '',
}: {
  links: NavigationLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <SiteLink
          key={`${link.linkText}${link.linkUrl}`}
          link={link}
          className={link.style === 'button' ? 'btn btn-primary' : 'link-underline'}
        />
      ))}
    </div>
  );
}

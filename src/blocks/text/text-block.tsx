import { Heading, RichText } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import type { TextProps } from './text.schema';

/** Rich text in the reading column, with its title and links. */
export function TextBlock({ title, subtitle, body, links }: TextProps) {
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        {title && <Heading className="mb-3">{title}</Heading>}
        {subtitle && <p className="lead">{subtitle}</p>}
        <RichText document={body} />
        <LinkButtons links={links} className="mt-4" />
      </div>
    </div>
  );
}

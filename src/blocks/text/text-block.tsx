import { Heading, RichText, usePreviewFields } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import type { TextProps } from './text.schema';

/** Rich text in the reading column, with its title and links. */
export function TextBlock({ title, subtitle, body, links }: TextProps) {
  // Draft mode: a click on the title, subtitle or body opens that field in the editor.
  const tag = usePreviewFields('title', 'subtitle', 'body');
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        {title && (
          <Heading className="mb-3" {...tag.title}>
            {title}
          </Heading>
        )}
        {subtitle && (
          <p className="lead" {...tag.subtitle}>
            {subtitle}
          </p>
        )}
        <div {...tag.body}>
          <RichText document={body} />
        </div>
        <LinkButtons links={links} className="mt-4" />
      </div>
    </div>
  );
}

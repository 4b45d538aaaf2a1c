import { ContentImage, Heading, usePreviewFields } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import styles from './banner.module.scss';
import type { BannerTileProps } from './banner.schema';

/** A promotional strip: a small image, a headline and its links in one row on wide screens. */
export function BannerBlock({ title, subtitle, links, image }: BannerTileProps) {
  // Draft mode: a click on a field opens that field in the editor.
  const tag = usePreviewFields('title', 'subtitle', 'image');
  return (
    <div className="container py-4">
      <div className="d-flex flex-column flex-md-row align-items-md-center gap-3 gap-md-4">
        {image && (
          <div className={styles.picture} {...tag.image}>
            <ContentImage image={image} fill sizes="96px" />
          </div>
        )}
        <div className="flex-grow-1">
          <Heading className="h4 mb-1" {...tag.title}>
            {title}
          </Heading>
          {subtitle && (
            <p className="mb-0" {...tag.subtitle}>
              {subtitle}
            </p>
          )}
        </div>
        <LinkButtons links={links} className="flex-shrink-0 align-items-center" />
      </div>
    </div>
  );
}

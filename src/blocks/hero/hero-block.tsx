import { ContentImage, Heading, useIsFirstTile, usePreviewFields } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import styles from './hero.module.scss';
import type { HeroProps } from './hero.schema';
import { HeroVideo } from './hero-video';

/**
 * A full-width banner: white text over a darkened background image or looping video. Its title
 * is a <Heading>, so a hero that opens a page titles it; its picture is then fetched first.
 */
export function HeroBlock({ title, subtitle, image, videoDesktop, videoMobile, links }: HeroProps) {
  const first = useIsFirstTile();
  // Draft mode: a click on the title, subtitle or picture opens that field in the editor.
  const tag = usePreviewFields('title', 'subtitle', 'image');
  return (
    <div className={styles.hero}>
      {videoDesktop || videoMobile ? (
        <HeroVideo desktop={videoDesktop} mobile={videoMobile} poster={image} />
      ) : (
        image && (
          <div className={styles.media} {...tag.image}>
            <ContentImage
              image={image}
              sizes="100vw"
              fill
              priority={first}
              className="tile-background"
            />
          </div>
        )
      )}
      <div className={`container pt-5 ${styles.content}`}>
        <Heading className="display-4 fw-bold mb-3" {...tag.title}>
          {title}
        </Heading>
        {subtitle && (
          <p className="lead mb-0" {...tag.subtitle}>
            {subtitle}
          </p>
        )}
        <LinkButtons links={links} className="mt-4 align-items-center" />
      </div>
    </div>
  );
}

import { ContentImage, Heading, RichText, useIsFirstTile, usePreviewFields } from '@/lib/ui';
import { LinkButtons } from '../shared/link-buttons';
import styles from './call-to-action.module.scss';
import type { CallToActionProps } from './call-to-action.schema';

/** An invitation to act: text and links, with an image beside them on wide screens. */
export function CallToActionBlock({ title, subtitle, body, links, image }: CallToActionProps) {
  const first = useIsFirstTile();
  // Draft mode: a click on a field opens that field in the editor.
  const tag = usePreviewFields('title', 'subtitle', 'body', 'image');
  return (
    <div className="container py-5">
      <div className="row align-items-center gy-4 gx-lg-5">
        {image && (
          <div className="col-lg-6" {...tag.image}>
            <ContentImage
              image={image}
              sizes="(min-width: 1200px) 540px, (min-width: 992px) 450px, 100vw"
              priority={first}
              className={`w-100 h-auto ${styles.image}`}
            />
          </div>
        )}
        <div className={image ? 'col-lg-6' : 'col-lg-8 mx-auto text-center'}>
          <Heading className="mb-3" {...tag.title}>
            {title}
          </Heading>
          {subtitle && (
            <p className="lead" {...tag.subtitle}>
              {subtitle}
            </p>
          )}
          {body && (
            <div {...tag.body}>
              <RichText document={body} />
            </div>
          )}
          <LinkButtons
            links={links}
            className={`mt-4 align-items-center ${image ? '' : 'justify-content-center'}`}
          />
        </div>
      </div>
    </div>
  );
}

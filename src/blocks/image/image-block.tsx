import { ContentImage, useIsFirstTile, usePreviewFields } from '@/lib/ui';
import type { ImageTileProps } from './image.schema';

/** One image across its tile's width, captioned by its title. */
export function ImageBlock({ image, title }: ImageTileProps) {
  const first = useIsFirstTile();
  // Draft mode: a click on the picture or its caption opens that field in the editor.
  const tag = usePreviewFields('image', 'title');
  return (
    <figure className="m-0" {...tag.image}>
      <ContentImage image={image} sizes="100vw" priority={first} className="w-100 h-auto" />
      {title && (
        <figcaption className="container py-2 small" {...tag.title}>
          {title}
        </figcaption>
      )}
    </figure>
  );
}

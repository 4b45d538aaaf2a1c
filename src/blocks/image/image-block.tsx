import { ContentImage, useIsFirstTile } from '@/lib/ui';
import type { ImageTileProps } from './image.schema';

/** One image across its tile's width, captioned by its title. */
export function ImageBlock({ image, title }: ImageTileProps) {
  const first = useIsFirstTile();
  return (
    <figure className="m-0 tile-image">
      <ContentImage image={image} sizes="100vw" priority={first} className="w-100 h-auto" />
      {title && <figcaption className="container py-2 small">{title}</figcaption>}
    </figure>
  );
}

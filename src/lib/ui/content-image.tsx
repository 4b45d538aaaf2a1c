import Image, { type ImageLoader } from 'next/image';
import type { Image as ContentfulImage } from '@/lib/content';

/**
 * Contentful's Images API resizes and converts on its CDN; the site's own images (SVG in public/)
 * are served as they are. Widths follow next.config.js `images.deviceSizes` (spec 1 §9 breakpoints).
 */
export const contentImageLoader: ImageLoader = ({ src, width, quality }) => {
  if (/^https:\/\/images\.ctfassets\.net\//.test(src)) {
    return `${src}?w=${width}&q=${quality ?? 75}&fm=webp`;
  }
  return src;
};

interface ContentImageProps {
  image: ContentfulImage;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** Fill the positioned parent (object-fit cover) instead of keeping the image's own size. */
  fill?: boolean;
  /** Load eagerly with high priority: the largest image above the fold. */
  priority?: boolean;
  className?: string;
}

/** An image from the CMS, responsive, with its description as alt text. */
export function ContentImage({ image, sizes, fill, priority, className }: ContentImageProps) {
  const alt = image.description ?? image.title ?? '';
  const unoptimized = !image.url.startsWith('https://images.ctfassets.net/');
  const common = {
    src: image.url,
    sizes,
    priority,
    className,
    loader: contentImageLoader,
    unoptimized,
  };
  if (fill || !image.width || !image.height) {
    return <Image {...common} alt={alt} fill style={{ objectFit: 'cover' }} />;
  }
  return <Image {...common} alt={alt} width={image.width} height={image.height} />;
}

import Image, { type ImageLoader } from 'next/image';
import type { Image as ContentfulImage } from '@/lib/content';
import { rasterContentImages, rasterWidths } from './raster-content-images';

const contentfulImage = /^https:\/\/images\.ctfassets\.net\//;
const localIllustration = /^\/images\/content\/([a-z0-9-]+)\.svg$/;

/** The illustration of the local content store that `src` names, when it has WebP renditions. */
function rasterName(src: string): string | undefined {
  const name = localIllustration.exec(src)?.[1];
  return name && rasterContentImages.has(name) ? name : undefined;
}

/**
 * Contentful's Images API resizes and converts on its CDN; the local content store's illustrations
 * are served as the WebP drawn at the nearest width at or above the one asked for
 * (scripts/build-content-images.ts), because an SVG <img> costs the browser a document of its own
 * on the main thread. Anything else (a logo) is served as it is. Widths follow next.config.js
 * `images.deviceSizes` (spec 1 §9 breakpoints).
 */
export const contentImageLoader: ImageLoader = ({ src, width, quality }) => {
  if (contentfulImage.test(src)) {
    return `${src}?w=${width}&q=${quality ?? 75}&fm=webp`;
  }
  const name = rasterName(src);
  if (name) {
    const drawn = rasterWidths.find((each) => each >= width) ?? rasterWidths.at(-1);
    return `/images/content/raster/${name}-${drawn}.webp`;
  }
  return src;
};

interface ContentImageProps {
  image: ContentfulImage;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** Fill the positioned parent (object-fit cover) instead of keeping the image's own size. */
  fill?: boolean;
  /**
   * The largest image above the fold (the first tile's): preloaded, loaded eagerly and fetched
   * at high priority, ahead of the scripts. Next's `priority` alone leaves the browser's low
   * priority for images.
   */
  priority?: boolean;
  className?: string;
}

/** An image from the CMS, responsive, with its description as alt text. */
export function ContentImage({ image, sizes, fill, priority, className }: ContentImageProps) {
  const alt = image.description ?? image.title ?? '';
  const unoptimized = !contentfulImage.test(image.url) && !rasterName(image.url);
  const common = {
    src: image.url,
    sizes,
    priority,
    fetchPriority: priority ? ('high' as const) : undefined,
    className,
    loader: contentImageLoader,
    unoptimized,
  };
  if (fill || !image.width || !image.height) {
    return <Image {...common} alt={alt} fill style={{ objectFit: 'cover' }} />;
  }
  return <Image {...common} alt={alt} width={image.width} height={image.height} />;
}

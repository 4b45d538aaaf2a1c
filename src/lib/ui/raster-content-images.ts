// Written by scripts/build-content-images.ts (npm run images:content): do not edit.

/** The illustrations of public/images/content served as WebP, from public/images/content/raster. */
export const rasterContentImages: ReadonlySet<string> = new Set([
  'antipasti',
  'app-phone',
  'chef',
  'christmas-table',
  'cocktails',
  'coffee',
  'delivery',
  'dining-room',
  'family-table',
  'gift-card',
  'hero-pasta',
  'hero-pizza',
  'kids-menu',
  'party',
  'pizza-al-taglio',
  'pizza-margherita',
  'pizza-oven',
  'risotto',
  'salad',
  'station-counter',
  'team',
  'tiramisu',
  'vegan-bowl',
  'wine',
]);

/** The widths each is drawn at (next.config.js images.deviceSizes), narrowest first. */
export const rasterWidths: readonly number[] = [320, 640, 768, 1024, 1280, 1536];

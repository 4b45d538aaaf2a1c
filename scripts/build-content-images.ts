// Builds the WebP renditions of the local content store's pictures: for each illustration in
// public/images/content (not the logos), public/images/content/raster/{name}-{width}.webp at every
// width of next.config.js `images.deviceSizes`, and the list of those names,
// src/lib/ui/raster-content-images.ts, that the image loader reads. Run after adding or changing
// an illustration:  npx tsx scripts/build-content-images.ts  (npm run images:content)
// Why: an SVG in an <img> is a whole document to the browser. Each one is parsed and laid out on
// the main thread (an isolated SVG document, 20-130 ms apiece on a busy phone) and painted shape
// by shape, and a page shows up to twenty of them; a WebP is decoded off the main thread and is a
// few KB at a phone's width. So the site serves the rasters, as the job header images are
// (scripts/build-job-images.ts). sharp is installed with Next.js (its image optimiser).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../next.config.js') as { images: { deviceSizes: number[] } };

const sourceDir = path.join(process.cwd(), 'public/images/content');
const outDir = path.join(sourceDir, 'raster');
const listFile = path.join(process.cwd(), 'src/lib/ui/raster-content-images.ts');

/** Logos stay vectors: small, crisp at any size, and drawn once in the header. */
const isIllustration = (file: string) => file.endsWith('.svg') && !file.startsWith('logo-');

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const names = readdirSync(sourceDir).filter(isIllustration).sort();
  for (const file of names) {
    const svg = readFileSync(path.join(sourceDir, file));
    const { width: ownWidth = 1600 } = await sharp(svg).metadata();
    for (const width of nextConfig.images.deviceSizes) {
      const out = path.join(outDir, `${path.basename(file, '.svg')}-${width}.webp`);
      // Drawn from the vector at each width's own density, not scaled from another raster, so
      // lines stay sharp at every size.
      const info = await sharp(svg, { density: (72 * width) / ownWidth })
        .resize({ width })
        .webp({ quality: 80, effort: 6 })
        .toFile(out);
      console.log(
        `${path.relative(process.cwd(), out)}: ${info.width}×${info.height}, ${info.size} bytes`,
      );
    }
  }
  const list = names.map((file) => `  '${path.basename(file, '.svg')}',`).join('\n');
  writeFileSync(
    listFile,
    `// Written by scripts/build-content-images.ts (npm run images:content): do not edit.\n\n` +
      `/** The illustrations of public/images/content served as WebP, from public/images/content/raster. */\n` +
      `export const rasterContentImages: ReadonlySet<string> = new Set([\n${list}\n]);\n\n` +
      `/** The widths each is drawn at (next.config.js images.deviceSizes), narrowest first. */\n` +
      `export const rasterWidths: readonly number[] = [${nextConfig.images.deviceSizes.join(', ')}];\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Builds the job header images of spec 2 §2 and §3: public/images/jobs/{category}.jpg (1600×600)
// and {category}-800.jpg (800×300, for phones), one per image of jobCategoryImages. Run once, and
// again only to change a scene:  npx tsx scripts/build-job-images.ts  (npm run images:jobs)
// The scenes are flat illustrations in the brand palette, like public/images/content/*.svg, because
// the site has no photography of its own. They are served as JPEG, not SVG: a job page shows them
// as a plain <img>/background, and a JPEG of a scene is a few tens of KB where the browser would
// otherwise paint hundreds of shapes. They hold no words (a heading over an image is the page's
// text, readable and translatable), and each keeps its left third calm and dark, so a page can set
// a white heading there. sharp is installed with Next.js (an optional dependency: its image
// optimiser), so the script adds no dependency of its own.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
// The types module itself, not the feature's index: the script needs the names, not zod and the clock.
import {
  jobCategories,
  jobCategoryImages,
  type JobCategory,
} from '../src/features/jobs/jobs.types';
import { backOfHouse } from './job-images/back-of-house';
import { frontOfHouse } from './job-images/front-of-house';
import { management } from './job-images/management';
import { quickService } from './job-images/quick-service';

/** Keyed by category, so a category added to the jobs types does not compile until it has a scene. */
const scenes: Record<JobCategory, string> = {
  'Back of House': backOfHouse,
  'Front of House': frontOfHouse,
  Management: management,
  // Head Office vacancies use the quick-service image (spec 2 §3).
  'Head Office': quickService,
};

/** Full width for desktop; half for phones, which would otherwise download four times the pixels. */
const sizes = [
  { width: 1600, height: 600, suffix: '' },
  { width: 800, height: 300, suffix: '-800' },
];

const outDir = path.join(process.cwd(), 'public/images/jobs');

async function main() {
  mkdirSync(outDir, { recursive: true });
  for (const category of jobCategories) {
    const name = jobCategoryImages[category];
    const svg = Buffer.from(scenes[category]);
    for (const { width, height, suffix } of sizes) {
      const file = path.join(outDir, `${name}${suffix}.jpg`);
      // Each size is drawn from the vector scene at its own density rather than scaled down from
      // the large one's pixels, so thin lines stay crisp at half size.
      const info = await sharp(svg, { density: (72 * width) / 1600 })
        .resize(width, height)
        .flatten({ background: '#fff5e9' })
        .jpeg({ quality: 78, progressive: true, mozjpeg: true })
        .toFile(file);
      console.log(
        `${path.relative(process.cwd(), file)}: ${info.width}×${info.height}, ${info.size} bytes`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

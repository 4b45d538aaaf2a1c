import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { jobCategoryImages } from '@/features/jobs';

// The committed output of build-job-images.ts: a job page links /images/jobs/{image}.jpg for every
// category (spec 2 §2, §3), so a missing, broken or bloated file is a broken or slow page.
const sizes = [
  { suffix: '', width: 1600, height: 600, budget: 120 * 1024 },
  { suffix: '-800', width: 800, height: 300, budget: 50 * 1024 },
];

const files = Object.entries(jobCategoryImages).flatMap(([category, image]) =>
  sizes.map((size) => ({
    category,
    file: `public/images/jobs/${image}${size.suffix}.jpg`,
    ...size,
  })),
);

describe('job header images', () => {
  it.each(files)('$file ($category) is a JPEG', ({ file }) => {
    const bytes = readFileSync(path.join(process.cwd(), file));
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it.each(files)('$file is $width×$height', async ({ file, width, height }) => {
    const metadata = await sharp(path.join(process.cwd(), file)).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width, height });
  });

  it.each(files)('$file is within its budget of $budget bytes', ({ file, budget }) => {
    expect(readFileSync(path.join(process.cwd(), file)).length).toBeLessThanOrEqual(budget);
  });
});

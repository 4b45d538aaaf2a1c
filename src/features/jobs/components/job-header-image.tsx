import { jobCategoryImages, type JobCategory } from '../jobs.types';

/**
 * A job's header image by its category (spec 2 §2: /images/jobs/{category}.jpg), 1600×600 with an
 * 800×300 version for phones. It only sets the scene, so it has no text alternative.
 */
export function JobHeaderImage({ category }: { category: JobCategory }) {
  const base = `/images/jobs/${jobCategoryImages[category]}`;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed static image in two sizes: no optimiser needed
    <img
      src={`${base}.jpg`}
      srcSet={`${base}-800.jpg 800w, ${base}.jpg 1600w`}
      sizes="100vw"
      width={1600}
      height={600}
      alt=""
      fetchPriority="high"
      className="d-block w-100 h-auto object-fit-cover"
      style={{ maxHeight: 360 }}
    />
  );
}

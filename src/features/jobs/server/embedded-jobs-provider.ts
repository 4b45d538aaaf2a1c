import { eq } from 'drizzle-orm';
import type { Restaurant } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import { getDatabase } from '@/lib/db';
import type { Job, JobCategory, JobType, JobTypeGroup } from '../jobs.types';
import { JobError } from './job-error';
import type { JobsProvider } from './jobs-provider';
import { jobs, type JobRow } from './jobs.table';

/** A job row with its restaurant, in the API's shape. */
export function jobOf(row: JobRow, restaurant: Restaurant): Job {
  return {
    jobId: row.jobId,
    name: row.name,
    positionUniqueName: row.positionUniqueName,
    category: row.category as JobCategory,
    jobType: row.jobType as JobType,
    jobTypeGroup: row.jobTypeGroup as JobTypeGroup,
    cvRequired: row.cvRequired ? 'True' : 'False',
    workExperienceRequired: row.workExperienceRequired ? 'True' : 'False',
    location: { lat: restaurant.addressLocation.lat, lng: restaurant.addressLocation.lon },
    distance: null,
    questions: row.questions,
    restaurant: { storeId: restaurant.storeId, title: restaurant.title },
    description: row.description,
  };
}

/** Reads job rows; a database failure is code 12. */
async function readRows(read: () => Promise<JobRow[]>): Promise<JobRow[]> {
  try {
    return await read();
  } catch (error) {
    throw new JobError(12, { cause: error });
  }
}

/** The restaurants of the content by store id; a content failure is code 16. */
async function restaurantsByStore(): Promise<Map<string, Restaurant>> {
  const restaurants = await readContent(() => getContentSource().getRestaurants());
  return new Map(restaurants.map((restaurant) => [restaurant.storeId, restaurant]));
}

/**
 * The embedded jobs service: vacancies in the `jobs` table, placed at their restaurant of the
 * content (a job whose restaurant has gone is not shown). Applications need nothing more than the
 * local copy the pipeline writes.
 */
export const embeddedJobsProvider: JobsProvider = {
  async listJobs() {
    const rows = await readRows(() => getDatabase().select().from(jobs).orderBy(jobs.jobId));
    const restaurants = await restaurantsByStore();
    return rows.flatMap((row) => {
      const restaurant = restaurants.get(row.storeId);
      return restaurant ? [jobOf(row, restaurant)] : [];
    });
  },

  async getJob(jobId) {
    const rows = await readRows(() =>
      getDatabase().select().from(jobs).where(eq(jobs.jobId, jobId)).limit(1),
    );
    if (!rows[0]) return null;
    const restaurant = (await restaurantsByStore()).get(rows[0].storeId);
    return restaurant ? jobOf(rows[0], restaurant) : null;
  },

  apply: () => Promise.resolve({ forwardedAt: null, reference: null }),
};

import type { Job } from '../jobs.types';
import { jobFixture } from './job-fixture';

/**
 * A job for the search's tests: the one job fixture as a full-time waiter at Leeds that asks for
 * nothing, unless told.
 */
export function testJob(overrides: Partial<Job> & Pick<Job, 'jobId'>): Job {
  const name = overrides.name ?? 'Waiter/Waitress';
  const restaurant = overrides.restaurant ?? { storeId: '1001', title: 'Leeds Trinity' };
  return jobFixture({
    name,
    positionUniqueName: `${name} - Tavola ${restaurant.title}`,
    category: 'Front of House',
    jobTypeGroup: 'foh team',
    cvRequired: 'False',
    questions: [],
    description: 'Look after our guests.',
    ...overrides,
    restaurant,
  });
}

/** The restaurants of the many-jobs list, in alphabetical order. */
export const testRestaurants = [
  'Bath Milsom Street',
  'Birmingham Colmore Row',
  'Brighton The Lanes',
  'Bristol Harbourside',
  'Cambridge Market Square',
  'Leeds Trinity',
  'London Soho',
  'Manchester Spinningfields',
].map((title, index) => ({ storeId: String(1001 + index), title }));

/**
 * Twenty jobs, three kinds at each restaurant in turn (a kitchen porter, a bartender and a general
 * manager), handed out in no order, as a provider might.
 */
export function manyTestJobs(): Job[] {
  const kinds = [
    {
      name: 'Kitchen Porter',
      category: 'Back of House',
      jobTypeGroup: 'boh team',
      jobType: 'part time',
    },
    { name: 'Bartender', category: 'Front of House', jobTypeGroup: 'Bar', jobType: 'part time' },
    {
      name: 'General Manager',
      category: 'Management',
      jobTypeGroup: 'General Manager',
      jobType: 'full time',
    },
  ] as const;
  return Array.from({ length: 20 }, (_, index) => {
    const kind = kinds[index % kinds.length]!;
    const restaurant = testRestaurants[(index * 3) % testRestaurants.length]!;
    return testJob({ jobId: `job-${index + 1}`, restaurant, ...kind });
  }).reverse();
}

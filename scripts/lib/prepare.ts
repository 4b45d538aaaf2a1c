import { seedBookingRules } from '../../src/features/booking/server';
import { seedJobs } from '../../src/features/jobs/server';
import { ConfigError, parseConfig, type Config } from '../../src/lib/config';
import { getContentSource } from '../../src/lib/content/server';
import { openConfiguredDatabase } from '../../src/lib/db';

/** Validates the environment, or prints what is wrong and exits. */
export function loadConfigOrExit(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Applies the database migrations to the configured database, then gives every restaurant of the
 * brand's content its booking rules and vacancies (the ones it already has are kept).
 */
export async function migrateDatabase(config: Config): Promise<void> {
  const handle = openConfiguredDatabase();
  try {
    await handle.migrate();
    console.log(`Database migrated (${config.DATABASE_URL ? 'PostgreSQL' : config.PGLITE_DIR}).`);
    const restaurants = await getContentSource().getRestaurants();
    const added = await seedBookingRules(
      handle.db,
      restaurants.map((restaurant) => restaurant.storeId),
    );
    console.log(`Booking rules: ${restaurants.length} restaurants, ${added} newly seeded.`);
    const jobsAdded = await seedJobs(handle.db, restaurants);
    console.log(`Jobs: ${jobsAdded} vacancies newly seeded.`);
  } finally {
    await handle.close();
  }
}

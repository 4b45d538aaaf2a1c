import { londonDate } from '@/lib/clock';
import { getLogger } from '@/lib/log';
import { takesOnlineBookings } from '../embedded/bookable-restaurant';
import { bookingRulesOf } from '../embedded/booking-rules-repository';
import { lockRestaurantDay } from '../embedded/restaurant-day';
import { forgetBookedDay } from '../embedded/seated-bookings-cache';
import { offerFreedTables } from './offer-freed-tables';
import type { WaitlistDeps } from './waitlist-deps';
import { WAITLIST_EVENINGS_PER_SWEEP } from './waitlist-limits';
import { deletePastEntries, eveningsToOffer } from './waitlist-repository';

/**
 * What no request notices: a hold that expired, an offer nobody took in time, a rules change that
 * added seats. A cancellation or change offers its freed table at once (in its own transaction);
 * everything else is found here, every WAITLIST_SWEEP_SECONDS: entries whose evening is over are
 * deleted (retention), then each evening with someone waiting (at most
 * WAITLIST_EVENINGS_PER_SWEEP, the longest waiting first) is offered its free tables inside its
 * lock. Every process may sweep: the lock puts them in line, and the second finds the tables
 * the first offered already held. Answers what it did.
 */
export async function sweepWaitlist(
  deps: WaitlistDeps,
): Promise<{ deleted: number; offered: number }> {
  const now = deps.now();
  const deleted = await deletePastEntries(deps.db, now);
  const evenings = await eveningsToOffer(deps.db, londonDate(now), WAITLIST_EVENINGS_PER_SWEEP);
  let offered = 0;
  for (const { storeId, date } of evenings) {
    const restaurant = await deps.content.getRestaurant(storeId);
    if (!restaurant || !takesOnlineBookings(restaurant)) continue;
    const rules = await bookingRulesOf(deps.db, storeId);
    const made = await deps.db.transaction(async (tx) => {
      await lockRestaurantDay(tx, storeId, date);
      return offerFreedTables(tx, deps, { storeId, date, rules, restaurant });
    });
    forgetBookedDay(storeId, date);
    offered += made.length;
  }
  return { deleted, offered };
}

/**
 * Sweeps now and then every `seconds` in this process; a sweep still running is never started
 * again. The timer never keeps the process alive. Counts are logged, never a diner's details.
 */
export function startWaitlistSweep(deps: () => WaitlistDeps, seconds: number): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { deleted, offered } = await sweepWaitlist(deps());
      if (deleted + offered > 0) getLogger().info({ deleted, offered }, 'Waitlist swept');
    } catch (error: unknown) {
      getLogger().warn({ err: error }, 'Waitlist sweep failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

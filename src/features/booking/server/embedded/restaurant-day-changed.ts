/**
 * One notice for everything kept about a restaurant's day: whatever changes who sits there (a
 * booking, a cancellation, a change, a hold placed or let go) says so once, where it forgets the
 * day's seated bookings (`forgetBookedDay`), and every copy made from that day (the availability
 * calendar's months) listens, instead of each write knowing every cache.
 */
export type RestaurantDayListener = (storeId: string, date: string) => void;

const listeners = new Set<RestaurantDayListener>();

/** Calls `listener` for every restaurant day changed in this process; returns how to stop. */
export function onRestaurantDayChanged(listener: RestaurantDayListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that the seats of a restaurant's day changed. */
export function restaurantDayChanged(storeId: string, date: string): void {
  for (const listener of listeners) listener(storeId, date);
}

// Apart from the schemas, so the browser's layout can use it without loading zod (first-load JS).

/** True when `now` is within the item's optional start and end dates. */
export function isShowing(item: { startDate?: string; endDate?: string }, now: Date): boolean {
  if (item.startDate && now < new Date(item.startDate)) return false;
  if (item.endDate && now > new Date(item.endDate)) return false;
  return true;
}

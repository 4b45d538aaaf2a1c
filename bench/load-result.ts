/** What one bounded load measured. */
export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Responses by HTTP status. */
  statuses: Record<string, number>;
}

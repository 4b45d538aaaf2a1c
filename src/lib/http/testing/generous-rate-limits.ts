import { rateLimitDefaults } from '@/lib/config';

/**
 * RATE_LIMITS for tests that are not about rate limits: every limit far beyond what a test sends,
 * so many requests from one test address are not refused. Set before the configuration is read.
 */
export const generousRateLimits = Object.keys(rateLimitDefaults)
  .map((name) => `${name}=1000000/1h`)
  .join(',');

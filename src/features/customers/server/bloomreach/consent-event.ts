import type { ConsentChange } from '../customer-provider';
import { consentCategories } from './customer-properties';

/**
 * The properties of a `consent` event (https://documentation.bloomreach.com/engagement/docs/tracking-consent):
 * `action`, `category` and `timestamp` always, `valid_until` when consent is given. Bloomreach
 * revokes a consent whose event misses one of them, so none is ever left out.
 *
 * Bloomreach fills the event's own `source` with the channel it came through (`private_api`); the
 * site's form goes in `site_source` rather than overwriting that.
 */
export function consentEventProperties(
  change: ConsentChange,
  timestamp: number,
): Record<string, string | number> {
  return {
    action: change.given ? 'accept' : 'reject',
    category: consentCategories[change.kind],
    timestamp,
    ...(change.given ? { valid_until: 'unlimited' } : {}),
    site_source: change.source,
    ...(change.confirmedBy ? { confirmed_by: change.confirmedBy } : {}),
  };
}

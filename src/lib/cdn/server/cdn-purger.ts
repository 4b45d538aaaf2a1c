import type { CdnName } from '../surrogate-keys';

/**
 * A cache tier's purge API: removes every cached page that carries any of the given surrogate keys
 * (page keys, site keys, content entry ids). Keys that are not valid surrogate keys are left out
 * (no page carries one), each key is sent once, and no key sends nothing. Resolves once the tier
 * has accepted every key; rejects with a CdnPurgeError otherwise.
 */
export interface CdnPurger {
  readonly name: CdnName;
  purge(keys: readonly string[]): Promise<void>;
}

// Purging the cache tier by surrogate key: server only (API tokens). The keys themselves, which the
// proxy also uses, are in ./index.ts.
export type { CdnPurger } from './server/cdn-purger';
export { CdnPurgeError, type CdnPurgeFailure } from './server/cdn-purge-error';
export { createCdnPurger, getCdnPurger } from './server/get-cdn-purger';
export { VarnishPurger, type VarnishPurgerOptions } from './server/varnish-purger';
export { FastlyPurger, type FastlyPurgerOptions } from './server/fastly-purger';
export { CloudflarePurger, type CloudflarePurgerOptions } from './server/cloudflare-purger';
export { defaultRetryPolicy, type PurgeTransport, type RetryPolicy } from './server/send-purge';

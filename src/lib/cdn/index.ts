// The cache tier's surrogate keys, shared by the proxy that tags each page and the webhook that
// purges them (Node only: a page key is a SHA-256). The purge providers are in ./server.ts.
export { isSurrogateKey, pageKey, siteKey, surrogateKeyHeader } from './surrogate-keys';
export type { CdnName, PageKeys, SurrogateKeyHeader } from './surrogate-keys';

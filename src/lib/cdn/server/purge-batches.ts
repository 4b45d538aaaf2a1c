import { isSurrogateKey } from '../surrogate-keys';

/**
 * The keys worth purging: each once, in the order given, without those that are not valid surrogate
 * keys (no page can carry one, so purging it would purge nothing).
 */
export function keysToPurge(keys: readonly string[]): string[] {
  return [...new Set(keys)].filter(isSurrogateKey);
}

/** How much one purge request may carry. */
export interface BatchLimits {
  /** The most keys a request takes (Fastly 256, Cloudflare 100). */
  maxKeys: number;
  /** The most bytes of keys joined by `separator` (a header's value), if bounded. */
  maxBytes?: number;
  separator?: string;
}

/** `keys` (valid, ASCII) cut into consecutive batches, each within `limits`. */
export function purgeBatches(keys: readonly string[], limits: BatchLimits): string[][] {
  const separator = limits.separator ?? ' ';
  const maxBytes = limits.maxBytes ?? Infinity;
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const key of keys) {
    const added = separator.length + key.length;
    if (batch.length > 0 && (batch.length >= limits.maxKeys || bytes + added > maxBytes)) {
      batches.push(batch);
      batch = [];
    }
    bytes = batch.length === 0 ? key.length : bytes + added;
    batch.push(key);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

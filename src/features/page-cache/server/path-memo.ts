import { LRUCache } from 'lru-cache';

/** A memo kept per page path (or another key anyone can make up), in this process. */
export interface PathMemo<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  /** The bytes it holds now, keys counted. */
  readonly bytes: number;
}

/**
 * A memo per page path, bounded in bytes with each key's own characters counted: anyone can ask
 * for any number of distinct paths, and a bound by count (or by values alone) lets long made-up
 * paths pile up. The least recently used go first; each entry lives `ttlMs` at most.
 */
export function pathMemo<Value extends NonNullable<unknown>>({
  maxBytes,
  ttlMs,
  valueBytes,
}: {
  maxBytes: number;
  ttlMs: number;
  /** The bytes of a value, about: characters of its text. */
  valueBytes: (value: Value) => number;
}): PathMemo<Value> {
  const memo = new LRUCache<string, Value>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => key.length + valueBytes(value) + 1,
    ttl: ttlMs,
  });
  return {
    get: (key) => memo.get(key),
    set: (key, value) => {
      memo.set(key, value);
    },
    get bytes() {
      return memo.calculatedSize;
    },
  };
}

export { publishClear, subscribeToClears, type ClearSubscription } from './clear-bus';
export {
  createMemoryCache,
  type Cache,
  type CacheStats,
  type MemoryCacheOptions,
  type WarningLog,
} from './memory-cache';

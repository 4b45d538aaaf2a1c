export { createMemoryCache, type Cache } from './memory-cache';

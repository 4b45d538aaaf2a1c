export { cachedRoute, type CacheTagged, type PageLoader } from './server/cached-route';
export { contentTypeTag, contentTypeTags, notingContent } from './server/noting-content';
export { maxPagePathLength, pagePath } from './server/page-path';
export { pagesTagged, recordPageTags, tagsOfPage } from './server/page-tags-repository';
export {
  revalidateContent,
  type ContentChange,
  type PurgeKeys,
  type Revalidation,
} from './server/revalidate-content';
export { revalidateEach, type RevalidationResult } from './server/revalidate-each';
export { pageSurrogateKeys } from './server/page-surrogate-keys';

// The social feed's client-safe API: its posts' shape and the grid that shows them.
export { SocialPostGrid } from './components/social-post-grid';
export { socialCopy } from './messages';
export {
  defaultFeedPosts,
  feedAnswerSchema,
  feedPostSchema,
  feedQuerySchema,
  maxFeedPosts,
  socialNetworks,
  type FeedAnswer,
  type FeedPost,
  type SocialNetwork,
} from './social.schema';
export { postAltText } from './utils/post-alt-text';

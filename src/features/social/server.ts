// The social feed's server-only API: the feed (content or Instagram) and its API route.
export { contentFeedProvider } from './server/content-feed-provider';
export { createInstagramFeedProvider } from './server/instagram/instagram-feed-provider';
export { getSocialFeed, socialFeedProvider } from './server/get-social-feed';
export { SocialFeedResting, type SocialFeedProvider } from './server/social-feed-provider';
export { feedCaching, socialMediaHandler } from './server/social-routes';

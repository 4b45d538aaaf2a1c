/**
 * Logged when the live preview SDK will not subscribe (outside Contentful's preview pane). Being
 * text of the draft-only live-update chunk, it is also how e2e/client-bundle.spec.ts finds that
 * chunk, and proves no diner's page loads it.
 */
export const liveUpdatesOffMessage = 'Live tile updates are off in this preview';

import { socialCopy } from '../messages';
import type { FeedPost } from '../social.schema';

/** Alt text reads best short: a caption is cut at a word near this many characters. */
const maxAltLength = 125;

/**
 * A post's alt text, from its caption (spec 2 §1 "see a social media feed"): its first line, without
 * the hashtags that close most posts, at most about 125 characters. A post without a caption says
 * where and when it was posted.
 */
export function postAltText(post: Pick<FeedPost, 'caption' | 'network' | 'postedAt'>): string {
  const firstLine = (post.caption ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
  const text = firstLine
    .replace(/(?:\s*#[\p{L}\p{N}_]+)+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return socialCopy.untitledPost(post.network, post.postedAt);
  if (text.length <= maxAltLength) return text;
  const cut = text.slice(0, maxAltLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxAltLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

import type { FeedPost } from '../../social.schema';
import { InstagramError } from './instagram-error';
import {
  graphErrorSchema,
  instagramMediaSchema,
  invalidTokenCode,
  mediaFields,
  mediaPageSchema,
} from './instagram-media.schema';

export interface InstagramClientOptions {
  /** INSTAGRAM_API_URL, e.g. https://graph.instagram.com (it may end in a version, /v23.0). */
  baseUrl: string;
  /** INSTAGRAM_ACCESS_TOKEN: an Instagram User access token of the brand's account. */
  accessToken: string;
  /** How long one read may take, every page of it (INSTAGRAM_TIMEOUT_MS). */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where skipped media are noted. */
  log?: { info(fields: Record<string, unknown>, message: string): void };
}

/** A read follows at most this many pages when media without a picture thin the first one out. */
const maxPages = 3;

/**
 * Reads the brand's latest Instagram posts: `GET {base}/me/media?fields=...&limit=N&access_token=...`,
 * then the `paging.next` pages while posts are still missing. Media without a picture or with an
 * odd shape are skipped; any failure throws an InstagramError saying what went wrong.
 */
export function createInstagramClient(options: InstagramClientOptions) {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/`;
  const fetchFn = options.fetch ?? fetch;

  async function readPage(url: URL, signal: AbortSignal) {
    let status: number;
    let text: string;
    try {
      const response = await fetchFn(url, {
        headers: { Accept: 'application/json' },
        signal,
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const message = signal.aborted
        ? `Instagram did not answer within ${options.timeoutMs} ms`
        : 'Instagram could not be reached';
      throw new InstagramError(message, {}, { cause: error });
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new InstagramError(
        `Instagram answered HTTP ${status} with something that is not JSON`,
        { status },
        { cause: error },
      );
    }
    const refusal = graphErrorSchema.safeParse(body);
    if (status !== 200 || refusal.success) throw refusalError(status, refusal.data?.error);
    const page = mediaPageSchema.safeParse(body);
    if (!page.success) {
      throw new InstagramError(
        'Instagram answered in a shape the feed does not know',
        { status },
        { cause: page.error },
      );
    }
    return page.data;
  }

  /** The next page's URL, only on the API's own origin: it carries the access token. */
  function nextPage(next: string | undefined, first: URL): URL | undefined {
    if (!next || !URL.canParse(next)) return undefined;
    const url = new URL(next);
    return url.origin === first.origin ? url : undefined;
  }

  return {
    /** The newest `count` posts with a picture, newest first. */
    async latestPosts(count: number): Promise<FeedPost[]> {
      const signal = AbortSignal.timeout(options.timeoutMs);
      const first = new URL('me/media', base);
      first.searchParams.set('fields', mediaFields.join(','));
      first.searchParams.set('limit', String(count));
      first.searchParams.set('access_token', options.accessToken);

      const posts: FeedPost[] = [];
      let skipped = 0;
      let url: URL | undefined = first;
      for (let pages = 0; url && pages < maxPages && posts.length < count; pages++) {
        const page = await readPage(url, signal);
        for (const item of page.data) {
          const post = instagramFeedPost(item);
          if (post) posts.push(post);
          else skipped++;
        }
        url = nextPage(page.paging?.next, first);
      }
      if (skipped > 0) {
        options.log?.info({ skipped }, 'Instagram media without a picture skipped');
      }
      return posts.sort((a, b) => b.postedAt.localeCompare(a.postedAt)).slice(0, count);
    },
  };
}

function refusalError(
  status: number,
  error:
    | { message: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string }
    | undefined,
): InstagramError {
  const details = {
    status,
    code: error?.code,
    type: error?.type,
    subcode: error?.error_subcode,
    fbtraceId: error?.fbtrace_id,
  };
  if (!error) return new InstagramError(`Instagram answered HTTP ${status}`, details);
  const code = error.code === undefined ? '' : `, code ${error.code}`;
  const hint =
    error.code === invalidTokenCode
      ? ' The access token has expired or is invalid: renew INSTAGRAM_ACCESS_TOKEN.'
      : '';
  return new InstagramError(
    `Instagram refused the feed (HTTP ${status}${code}): ${error.message}.${hint}`,
    details,
  );
}

const isHttps = (url: string | undefined): url is string =>
  url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:';

/** An Instagram medium as a post of the feed, or null when it has no picture to show. */
export function instagramFeedPost(item: unknown): FeedPost | null {
  const parsed = instagramMediaSchema.safeParse(item);
  if (!parsed.success) return null;
  const media = parsed.data;
  // A video's media_url is the video: its picture is the thumbnail. An album's is its cover.
  const picture =
    media.media_type === 'VIDEO'
      ? media.thumbnail_url
      : media.media_type === 'IMAGE' || media.media_type === 'CAROUSEL_ALBUM'
        ? (media.media_url ?? media.thumbnail_url)
        : undefined;
  const postedAt = Date.parse(media.timestamp.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (!isHttps(picture) || Number.isNaN(postedAt)) return null;
  const caption = media.caption?.trim();
  return {
    id: media.id,
    caption: caption || undefined,
    imageUrl: picture,
    link: isHttps(media.permalink) ? media.permalink : undefined,
    postedAt: new Date(postedAt).toISOString(),
    network: 'instagram',
  };
}

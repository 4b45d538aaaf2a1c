import { z } from 'zod';

/*
 * What the Instagram Graph API answers for `GET /me/media` (Instagram API with Instagram Login,
 * developers.facebook.com/docs/instagram-platform/reference/instagram-media): a page of the account's
 * media, newest first, `{ data: [...], paging: { cursors: { before, after }, next? } }`, and for any
 * failure an HTTP 4xx/5xx with the Graph API's error object.
 */

/** The fields the feed asks for, in the order of the request. */
export const mediaFields = [
  'id',
  'caption',
  'media_type',
  'media_url',
  'permalink',
  'thumbnail_url',
  'timestamp',
] as const;

/**
 * One medium. `media_type` is IMAGE, VIDEO (reels too) or CAROUSEL_ALBUM; `media_url` of a video
 * is the video itself, so its picture is `thumbnail_url` (only videos have one); an album's
 * `media_url` is its cover. `caption` is absent when the post has none, `permalink` when the post
 * is held for copyright. Each is read on its own: one odd medium is skipped, not the feed.
 */
export const instagramMediaSchema = z.object({
  id: z.string().min(1),
  caption: z.string().optional(),
  media_type: z.string(),
  media_url: z.string().optional(),
  permalink: z.string().optional(),
  thumbnail_url: z.string().optional(),
  // ISO 8601 with the offset written +0000.
  timestamp: z.string(),
});
export type InstagramMedia = z.infer<typeof instagramMediaSchema>;

/** A page of media; `paging.next` is the URL of the next page (absent on the last). */
export const mediaPageSchema = z.object({
  data: z.array(z.unknown()),
  paging: z
    .object({
      cursors: z.object({ before: z.string(), after: z.string() }).partial().optional(),
      next: z.string().optional(),
    })
    .optional(),
});

/**
 * The Graph API's error: `{ error: { message, type, code, error_subcode?, fbtrace_id } }`. Code 190
 * (type OAuthException) is an access token that has expired, been revoked or is otherwise invalid.
 */
export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** The Graph API's code for an access token that no longer works. */
export const invalidTokenCode = 190;

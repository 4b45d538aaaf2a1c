import { isPreviewType, previewPath } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import {
  httpError,
  nextApiHandler,
  partitionDraftCookie,
  secretMatches,
  sitePath,
} from '@/lib/http';

/** Where the preview lands: the entry's own page (`type` and `id`), else `path`. */
async function landing(query: Partial<Record<string, string | string[]>>): Promise<string> {
  const { type, id } = query;
  if (type === undefined && id === undefined) return sitePath(query.path);
  if (typeof type !== 'string' || !isPreviewType(type) || typeof id !== 'string' || !id) {
    throw httpError(
      400,
      'Preview needs a content type the site shows (page, restaurant, menu, offer, settings, navigationItem, banner or popup) and the entry id.',
    );
  }
  const path = await previewPath(getContentSource({ preview: true }), type, id);
  if (!path) throw httpError(404, `There is no ${type} entry with the id ${id}.`);
  return path;
}

/**
 * GET /api/draft?secret=...&type=restaurant&id={entry.sys.id} (or &path=/page): live preview.
 * Contentful's preview URL for each content type opens this (the README lists them); with the
 * right secret the visitor's browser enters draft mode (the Preview API) and lands on the page
 * that shows the entry.
 */
export default nextApiHandler({
  GET: async (req, res) => {
    const { PREVIEW_SECRET } = getConfig();
    if (!PREVIEW_SECRET) throw httpError(404, 'Preview is not configured (PREVIEW_SECRET).');
    if (!secretMatches(req.query.secret, PREVIEW_SECRET)) {
      throw httpError(401, 'The preview secret is not valid.');
    }
    const path = await landing(req.query);
    res.setDraftMode({ enable: true });
    partitionDraftCookie(res, getConfig().SITE_URL);
    res.redirect(307, path);
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

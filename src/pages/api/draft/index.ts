import { getConfig } from '@/lib/config';
import {
  httpError,
  nextApiHandler,
  partitionDraftCookie,
  secretMatches,
  sitePath,
} from '@/lib/http';

/**
 * GET /api/draft?secret=...&path=/page: live preview. Contentful's preview URL opens this; with the
 * right secret the visitor's browser enters draft mode (the Preview API) and lands on the page.
 */
export default nextApiHandler({
  GET: async (req, res) => {
    const { PREVIEW_SECRET } = getConfig();
    if (!PREVIEW_SECRET) throw httpError(404, 'Preview is not configured (PREVIEW_SECRET).');
    if (!secretMatches(req.query.secret, PREVIEW_SECRET)) {
      throw httpError(401, 'The preview secret is not valid.');
    }
    res.setDraftMode({ enable: true });
    partitionDraftCookie(res, getConfig().SITE_URL);
    res.redirect(307, sitePath(req.query.path));
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

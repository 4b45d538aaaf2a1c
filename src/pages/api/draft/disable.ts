import { getConfig } from '@/lib/config';
import { nextApiHandler, partitionDraftCookie, sitePath } from '@/lib/http';

/** GET /api/draft/disable?path=/page: leaves draft mode and returns to the page. */
export default nextApiHandler({
  GET: async (req, res) => {
    res.setDraftMode({ enable: false });
    partitionDraftCookie(res, getConfig().SITE_URL);
    res.redirect(307, sitePath(req.query.path));
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

import { contentMessages } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler, httpError } from '@/lib/http';

/** GET /api/v1/content/brand-settings: the brand's settings, cached for 600 s (spec 2 §7). */
export default apiHandler({
  GET: async (_req, res) => {
    const settings = await readContent(() => getContentSource().getSettings());
    if (!settings) throw httpError(500, contentMessages.settingsMissing);
    res.setHeader('Cache-Control', 'public, max-age=600, s-maxage=600');
    return settings;
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

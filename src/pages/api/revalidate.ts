import { getConfig } from '@/lib/config';
import { clearContentCache } from '@/lib/content/server';
import { apiHandler, httpError, secretMatches } from '@/lib/http';

/**
 * POST /api/revalidate: the content webhook. Contentful calls it on publish with the secret in the
 * `x-revalidate-secret` header (or `?secret=`); the content cache is cleared.
 */
export default apiHandler({
  POST: async (req) => {
    const { REVALIDATE_SECRET } = getConfig();
    if (!REVALIDATE_SECRET)
      throw httpError(404, 'Revalidation is not configured (REVALIDATE_SECRET).');
    const given = req.headers['x-revalidate-secret'] ?? req.query.secret;
    if (!secretMatches(given, REVALIDATE_SECRET)) throw httpError(401, 'The secret is not valid.');
    await clearContentCache();
    return { revalidated: true };
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

import { z } from 'zod';
import { revalidateContent } from '@/features/page-cache/server';
import { getConfig } from '@/lib/config';
import { httpError, nextApiHandler, secretMatches } from '@/lib/http';

/**
 * What we read of Contentful's webhook body (publish, unpublish, delete, any type): the changed
 * entry's id and content type, when it has them.
 */
const webhookBody = z
  .object({
    sys: z
      .object({
        id: z.string().min(1).max(64),
        contentType: z
          .object({ sys: z.object({ id: z.string().min(1).max(64) }) })
          .optional()
          .catch(undefined),
      })
      .optional(),
  })
  .optional()
  .catch(undefined);

/**
 * POST /api/revalidate: the content webhook. Contentful calls it on publish, unpublish and delete
 * with the secret in the `x-revalidate-secret` header (or `?secret=`). Exactly the cached pages
 * that show the entry are made fresh and purged from the cache tier (src/features/page-cache); a
 * body without an entry id refreshes every page. It answers at once: with Redis the pages are
 * already expired everywhere; without it they are being rendered again in the background.
 */
export default nextApiHandler(
  {
    POST: async (req, res) => {
      const { REVALIDATE_SECRET } = getConfig();
      if (!REVALIDATE_SECRET)
        throw httpError(404, 'Revalidation is not configured (REVALIDATE_SECRET).');
      const given = req.headers['x-revalidate-secret'] ?? req.query.secret;
      if (!secretMatches(given, REVALIDATE_SECRET))
        throw httpError(401, 'The secret is not valid.');

      const sys = webhookBody.parse(req.body)?.sys;
      const result = await revalidateContent(
        { entryId: sys?.id, contentType: sys?.contentType?.sys.id },
        { renderAgain: (path) => res.revalidate(path, { unstable_onlyGenerated: true }) },
      );
      return { revalidated: true, entryId: sys?.id ?? null, ...result };
    },
  },
  // Contentful sends the whole entry, which for a page with many tiles exceeds the usual limit.
  { bodyLimitBytes: 1024 * 1024 },
);

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

import { z } from 'zod';
import { pagesShowing, revalidateEach } from '@/features/page-cache/server';
import { getConfig } from '@/lib/config';
import { clearContentCache, getContentSource } from '@/lib/content/server';
import { httpError, nextApiHandler, secretMatches } from '@/lib/http';
import { getLogger } from '@/lib/log';
import { entriesShownOn } from '@/registry/cached-pages.server';

/** What we read of Contentful's webhook body (any topic): the changed entry's id, if any. */
const webhookBody = z
  .object({ sys: z.object({ id: z.string().min(1).max(64) }).optional() })
  .optional()
  .catch(undefined);

/**
 * POST /api/revalidate: the content webhook. Contentful calls it on publish, unpublish and delete
 * with the secret in the `x-revalidate-secret` header (or `?secret=`). The content cache is
 * cleared (in every process, with Redis) and exactly the cached pages that showed the entry, or
 * show it now, are rendered again; a body without an entry id revalidates every page. Pages not
 * yet cached are left to be made on their first request.
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

      const entryId = webhookBody.parse(req.body)?.sys?.id;
      const content = getContentSource();
      const before = await entriesShownOn(content);
      await clearContentCache();
      const after = await entriesShownOn(content);
      const paths = pagesShowing(entryId, before, after);
      const result = await revalidateEach(paths, (path) =>
        res.revalidate(path, { unstable_onlyGenerated: true }),
      );
      if (result.failed.length > 0) {
        getLogger().warn({ entryId, failed: result.failed }, 'Some pages could not be revalidated');
      }
      return {
        revalidated: true,
        entryId: entryId ?? null,
        pages: result.revalidated,
        failed: result.failed,
      };
    },
  },
  // Contentful sends the whole entry, which for a page with many tiles exceeds the usual limit.
  { bodyLimitBytes: 1024 * 1024 },
);

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

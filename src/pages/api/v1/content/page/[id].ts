import { z } from 'zod';
import { contentIdSchema, contentMessages } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler, httpError } from '@/lib/http';

const query = z.object({ id: contentIdSchema, parent: contentIdSchema.optional() });

/** GET /api/v1/content/page/{slug}[?parent={slug}]: a content page, or 404. */
export default apiHandler({
  GET: async (req, res) => {
    const { id, parent } = query.parse(req.query);
    const page = await readContent(() => getContentSource().getPage(id, parent));
    if (!page) throw httpError(404, contentMessages.pageNotFound);
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
    return page;
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

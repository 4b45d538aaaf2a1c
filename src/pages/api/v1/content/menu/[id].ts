import { z } from 'zod';
import { contentIdSchema, contentMessages } from '@/lib/content';
import { getContentSource, readContent } from '@/lib/content/server';
import { apiHandler, httpError } from '@/lib/http';

const query = z.object({ id: contentIdSchema });

/** GET /api/v1/content/menu/{slug}: a menu, or 404 'Menu not found.'. */
export default apiHandler({
  GET: async (req, res) => {
    const { id } = query.parse(req.query);
    const menu = await readContent(() => getContentSource().getMenu(id));
    if (!menu) throw httpError(404, contentMessages.menuNotFound);
    res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=300');
    return menu;
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

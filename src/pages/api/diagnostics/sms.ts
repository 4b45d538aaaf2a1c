import { latestSmsTo } from '@/features/customers/server';
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { apiHandler, httpError } from '@/lib/http';

/**
 * GET /api/diagnostics/sms?to=number: the latest text in the embedded SMS outbox to that number,
 * so the end-to-end tests can read the code a diner was texted. Served only when
 * DIAGNOSTIC_ROUTES=true; otherwise it is the JSON 404 of any unknown API path.
 */
export default apiHandler({
  GET: async (req) => {
    if (!getConfig().DIAGNOSTIC_ROUTES) throw httpError(404, 'There is no API at this address.');
    const to = typeof req.query.to === 'string' ? req.query.to.replace(/\s+/g, '') : '';
    const text = to ? await latestSmsTo(getDatabase(), to) : undefined;
    if (!text) throw httpError(404, 'No text to that number.');
    return { text: text.text };
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

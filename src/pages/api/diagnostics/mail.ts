import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { apiHandler, httpError } from '@/lib/http';
import { latestOutboxMail } from '@/lib/mail';

/**
 * GET /api/diagnostics/mail?to=address: the latest outbox message to that address, so the
 * end-to-end tests can read what a diner was mailed. Served only when DIAGNOSTIC_ROUTES=true;
 * otherwise it is the JSON 404 of any unknown API path.
 */
export default apiHandler({
  GET: async (req) => {
    if (!getConfig().DIAGNOSTIC_ROUTES) throw httpError(404, 'There is no API at this address.');
    const to = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    if (!to) throw httpError(404, 'No mail to that address.');
    const [mail] = await latestOutboxMail(getDatabase(), { limit: 1, to });
    if (!mail) throw httpError(404, 'No mail to that address.');
    return { subject: mail.subject, text: mail.text, headers: mail.headers ?? {} };
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

import { unsubscribeHandler } from '@/features/customers/server';
import { apiHandler } from '@/lib/http';

/** POST /api/unsubscribe/{guid}: the one-click unsubscribe of every marketing e-mail (RFC 8058). */
export default apiHandler({ POST: unsubscribeHandler }, { body: 'stream' });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

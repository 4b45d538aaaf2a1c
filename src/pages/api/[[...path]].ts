import { apiHandler, httpError } from '@/lib/http';

/**
 * Any /api path no route answers: a JSON 404 with the error payload, never cached, for every
 * method (without this, Next.js would answer its HTML 404 page with a public cache header). The
 * body is never read: whatever was sent, there is nothing here (not a 400 or 413 about the body).
 */
const notFound = () => {
  throw httpError(404, 'There is no API at this address.');
};

export default apiHandler(
  { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound },
  { body: 'stream' },
);

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };

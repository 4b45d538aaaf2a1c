import type { IncomingMessage } from 'node:http';
import { httpError } from './errors';

/** The most a JSON body may be unless a route says otherwise: a booking is about 1 KB. */
export const defaultBodyLimitBytes = 64 * 1024;

/**
 * Reads a request's JSON body itself, so that every failure is the API's own JSON error rather
 * than Next.js's plain-text 'Invalid JSON' or 'Body exceeded 1mb limit': no body is undefined;
 * more than `limitBytes` is 413; a body that is not JSON, or not sent as JSON, is 400 or 415
 * (whose message also names multipart/form-data on a route that takes it: `orMultipart`).
 */
export async function readJsonBody(
  req: IncomingMessage,
  limitBytes: number,
  orMultipart = false,
): Promise<unknown> {
  refuseDeclaredOver(req, limitBytes);
  // A body must say it is JSON: a page on another site can send text/plain, or a Blob with no type
  // at all, without asking the browser first (no preflight); it cannot send application/json so.
  if (hasBody(req) && !isJson(req)) throw notJson(orMultipart);

  const text = (await readBody(req, limitBytes)).toString('utf8');
  if (text.trim() === '') return undefined;

  if (!isJson(req)) throw notJson(orMultipart);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'The request body is not valid JSON.');
  }
}

/** True when the request says it has a body (a length above 0, or chunks of unknown length). */
export function hasBody(req: Pick<IncomingMessage, 'headers'>): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
}

function isJson(req: Pick<IncomingMessage, 'headers'>): boolean {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return /^application\/([\w.+-]+\+)?json\b/.test(type);
}

/** A 413 for a body whose Content-Length is over `limitBytes`, before a byte of it is read. */
export function refuseDeclaredOver(req: Pick<IncomingMessage, 'headers'>, limitBytes: number) {
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) throw bodyTooLarge(limitBytes);
}

/**
 * True for a body sent as `multipart/form-data` (a form with a file). A page on another site can
 * post one without a preflight, as it can text/plain: only the routes that declare it take it, and
 * the cross-site refusal (403) runs first.
 */
export function isMultipartForm(req: Pick<IncomingMessage, 'headers'>): boolean {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return /^multipart\/form-data\s*(;|$)/.test(type);
}

export const notJsonMessage = 'Send the request body as JSON, with Content-Type: application/json.';
export const notJsonOrFormMessage =
  'Send the request body as JSON (Content-Type: application/json), or as a form with its file (multipart/form-data).';

function notJson(orMultipart: boolean) {
  return httpError(415, orMultipart ? notJsonOrFormMessage : notJsonMessage);
}

/**
 * The body's bytes, read with the stream's own events: its async iterator costs more than the
 * rest of reading a booking's body. Past `limitBytes` the request is dropped (nothing more is
 * read) and the answer is 413; a request that ends before its body does is a 400.
 */
function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', data);
      req.off('end', end);
      req.off('error', closed);
      req.off('close', closed);
    };
    const fail = (error: unknown) => {
      stop();
      reject(error);
    };
    const data = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limitBytes) {
        fail(bodyTooLarge(limitBytes));
        req.destroy();
        return;
      }
      chunks.push(buffer);
    };
    const end = () => {
      stop();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    // The diner went away (a closed tab, a lost signal, a cut-off upload: Node says 'aborted'):
    // a 400 nobody reads, not a fault to log.
    const closed = () => fail(httpError(400, 'The request ended before its body.'));
    req.on('data', data);
    req.on('end', end);
    req.on('error', closed);
    req.on('close', closed);
  });
}

/** The 413 of a body over `limitBytes`. */
export function bodyTooLarge(limitBytes: number) {
  return httpError(413, `The request body can be at most ${Math.floor(limitBytes / 1024)} KB.`);
}

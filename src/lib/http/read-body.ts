import type { IncomingMessage } from 'node:http';
import { httpError } from './errors';

/** The most a JSON body may be unless a route says otherwise: a booking is about 1 KB. */
export const defaultBodyLimitBytes = 64 * 1024;

/**
 * Reads a request's JSON body itself, so that every failure is the API's own JSON error rather
 * than Next.js's plain-text 'Invalid JSON' or 'Body exceeded 1mb limit': no body is undefined;
 * more than `limitBytes` is 413; a body that is not JSON, or not sent as JSON, is 400 or 415.
 */
export async function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) throw tooLarge(limitBytes);

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limitBytes) throw tooLarge(limitBytes);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;

  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type && !/^application\/([\w.+-]+\+)?json\b/.test(type)) {
    throw httpError(415, 'Send the request body as JSON, with Content-Type: application/json.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'The request body is not valid JSON.');
  }
}

function tooLarge(limitBytes: number) {
  return httpError(413, `The request body can be at most ${Math.floor(limitBytes / 1024)} KB.`);
}

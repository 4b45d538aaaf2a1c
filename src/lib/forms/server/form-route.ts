import type { z } from 'zod';
import { verifyCaptcha } from '@/lib/captcha/server';
import { getDatabase, type Database } from '@/lib/db';
import { consumeRateLimit, isMultipartForm, requestAddress, type MethodHandler } from '@/lib/http';
import { limitByAddress } from '@/lib/http';
import type { RateLimitName } from '@/lib/config/rate-limits';
import { getLogger } from '@/lib/log';
import { readFormParts, type FilePart } from './read-form-parts';

/** One diner form's server side: what it accepts, and what a valid post stores and sends. */
export interface FormDefinition<Schema extends z.ZodType, Prepared, Saved = void> {
  /** The form's name: its reCAPTCHA action, and its name in the logs. */
  name: string;
  /** The same schema the browser's form checks with. */
  schema: Schema;
  /** Logged when a valid post could not be stored (spec 2 §8), e.g. 'Error sending contact email.' */
  failureLog: string;
  /**
   * Who the post is about, with a rate limit of their own: the diner's e-mail address (every post
   * mails it), or the customer's guid.
   */
  dinerOf: (values: z.output<Schema>) => string;
  /** The limit per diner: `form-email` (the default) where the post is mailed to them. */
  dinerLimit?: RateLimitName;
  /** A second limit by a key of the post, e.g. a referred friend's address. */
  alsoLimit?: { name: RateLimitName; keyOf: (values: z.output<Schema>) => string };
  /** Reads what the post needs besides itself (a restaurant); throws an HttpError to refuse it. */
  prepare: (values: z.output<Schema>) => Promise<Prepared>;
  /** Stores the submission and queues its mail, inside the one transaction it is given. */
  save: (tx: Database, values: z.output<Schema>, prepared: Prepared) => Promise<Saved>;
  /** The answer to a stored post; `{ statusCode: 200 }` unless the form's API says otherwise. */
  answer?: (saved: Saved) => unknown;
  /**
   * The one file the form takes (a CV), posted as `multipart/form-data` and read as it arrives:
   * checked at its first bytes, refused past its size (read-form-parts.ts). Its route declares
   * `multipart: true` to apiHandler; a JSON post of the same form is read as ever.
   */
  file?: FilePart;
}

/**
 * The form pipeline (ARCHITECTURE §5): every diner form's POST, in this order: rate limit by
 * address, the body of a form with a file (read and checked as it arrives), captcha, zod parse (400 naming each field, nothing stored), rate limit by e-mail, then
 * one transaction that stores the submission and queues its mail in the outbox. Answers
 * `{ statusCode: 200 }`, which is what the forms read (spec 2 §4, §7).
 */
export function formRoute<Schema extends z.ZodType, Prepared, Saved = void>(
  form: FormDefinition<Schema, Prepared, Saved>,
): MethodHandler {
  return async (req) => {
    await limitByAddress(req, 'form');
    const body: unknown =
      form.file && isMultipartForm(req) ? await readFormParts(req, form.file) : req.body;
    const token =
      typeof body === 'object' && body
        ? (body as Record<string, unknown>).recaptchaResponse
        : undefined;
    await verifyCaptcha({ token, action: form.name, remoteIp: requestAddress(req) });
    const values = form.schema.parse(body) as z.output<Schema>;
    await consumeRateLimit(form.dinerLimit ?? 'form-email', form.dinerOf(values).toLowerCase());
    if (form.alsoLimit) {
      await consumeRateLimit(form.alsoLimit.name, form.alsoLimit.keyOf(values).toLowerCase());
    }
    const prepared = await form.prepare(values);
    let saved: Saved;
    try {
      saved = await getDatabase().transaction((tx) => form.save(tx, values, prepared));
    } catch (error) {
      getLogger().error({ err: error, form: form.name }, form.failureLog);
      throw error;
    }
    return form.answer ? form.answer(saved) : { statusCode: 200 };
  };
}

import { z } from 'zod';

/**
 * What Bloomreach Engagement answers, checked before the site uses it. Reference:
 * https://documentation.bloomreach.com/engagement/reference/tracking-api-error-messages and the
 * customer attributes method (/data/v2/projects/{projectToken}/customers/attributes).
 */

/** The answer of a tracking call (update customer properties, add event). */
export const trackAnswerSchema = z.object({ success: z.literal(true) });

/** One attribute's answer: its value, or why it was not read (e.g. `No permission`). */
const attributeResultSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), value: z.unknown() }),
  z.object({ success: z.literal(false), error: z.string().max(2000).optional() }),
]);

/** The answer of customer attributes: one result per attribute asked for, in the same order. */
export const attributesAnswerSchema = z.object({
  success: z.literal(true),
  results: z.array(attributeResultSchema).max(100),
});

/**
 * A refusal: `errors` as a list (tracking API) or by field (`{ _global: [...] }`, data API), or a
 * single `error` / `message` (authentication, batch).
 */
const errorAnswerSchema = z.object({
  errors: z
    .union([z.array(z.string()), z.record(z.string(), z.union([z.array(z.string()), z.string()]))])
    .optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});

/** The error texts of a refusal's body, or none when it is not one Bloomreach would send. */
export function errorTexts(body: unknown): string[] {
  const parsed = errorAnswerSchema.safeParse(body);
  if (!parsed.success) return [];
  const { errors, error, message } = parsed.data;
  const listed = Array.isArray(errors) ? errors : Object.values(errors ?? {}).flat();
  return [...listed, error, message].filter((text): text is string => Boolean(text));
}

/**
 * The data API's answer for ids that match no customer, `{ errors: { _global: ['Customer does not
 * exist'] } }`. Narrow on purpose: `access key not found` and the like are refusals, not absences.
 */
export function isUnknownCustomer(body: unknown): boolean {
  return errorTexts(body).some((text) =>
    /^customer (does not|doesn't) exist\.?$/i.test(text.trim()),
  );
}

import { z } from 'zod';
import { adultsSchema, childrenSchema, dateTimeSchema } from '../booking-api.schema';

/**
 * POST `/api/booking/hold/{storeId}`: hold the table a diner has picked while they finish;
 * DELETE `/api/booking/hold`: let it go. Both in the diner's booking session.
 */
export const holdRequestSchema = z
  .object({
    diningDateTime: dateTimeSchema,
    adultCovers: adultsSchema,
    childCovers: childrenSchema.default(0),
    occasionId: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(100)
      .optional(),
    areaId: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(100)
      .optional(),
  })
  .strict();
export type HoldRequest = z.output<typeof holdRequestSchema>;

export interface HoldResponse {
  /** ISO instant until which the table is held; null when nothing is held (an enquiry). */
  heldUntil: string | null;
}

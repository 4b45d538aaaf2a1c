import { ZodError } from 'zod';
import { reply, type ApiRequest } from '@/lib/http';
import { getLogger } from '@/lib/log';
import { availabilityRequestSchema } from '../booking-api.schema';
import { bookingMessages } from '../booking-errors';
import { getBookingProvider } from './get-booking-provider';

/**
 * POST /api/booking/availability: the stores' slots around the chosen time; the body is the list
 * itself. Any failure answers `{ success: false, message: 'Error checking availability' }`
 * (spec 1 §7, §8), with the invalid fields when the request was at fault.
 */
export async function availabilityHandler(req: ApiRequest) {
  try {
    return await getBookingProvider().availability(availabilityRequestSchema.parse(req.body));
  } catch (error) {
    const invalid = error instanceof ZodError;
    if (!invalid) getLogger().error({ err: error }, 'Availability check failed');
    return reply(invalid ? 400 : 500, {
      success: false,
      message: bookingMessages.availabilityFailed,
      ...(invalid && {
        issues: error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        })),
      }),
    });
  }
}

import { z } from 'zod';
import { lenientArray } from './lenient-array';
import { imageSchema } from './asset.schema';

/** An offer (spec 2 §3 "Offer and voucher"); `storeIds` empty means every restaurant. */
export const offerSchema = z
  .object({
    id: z.string(),
    title: z.string().min(1),
    slug: z.string().min(1),
    description: z.string().min(1),
    validityText: z.string().optional(),
    termAndConditions: z.string().optional(),
    successButtonText: z.string().optional(),
    successButtonUrl: z.string().optional(),
    overrideSuccessUrl: z.string().optional(),
    image: imageSchema.optional(),
    restaurants: lenientArray(z.object({ storeId: z.string() })),
  })
  .transform(({ restaurants, ...offer }) => ({
    ...offer,
    storeIds: restaurants.map((restaurant) => restaurant.storeId),
  }));
export type Offer = z.infer<typeof offerSchema>;

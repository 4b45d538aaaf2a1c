import { waitlistOfferHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** POST /api/booking/waitlist/offer/{token} -> { offer }: the offered table, held in this session. */
export default apiHandler({ POST: waitlistOfferHandler });

export const config = { api: { bodyParser: false } };

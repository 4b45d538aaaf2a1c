import { bookingMenusHandler } from '@/features/booking/server';
import { apiHandler } from '@/lib/http';

/** GET /api/booking/bookingmenu/{storeId} (spec 1 §7). */
export default apiHandler({ GET: bookingMenusHandler });

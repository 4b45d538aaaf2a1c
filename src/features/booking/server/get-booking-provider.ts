import { cardGuarantees } from '@/features/payments/server';
import { currentTime } from '@/lib/clock';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { getDatabase } from '@/lib/db';
import { brandKeyOf } from '@/lib/http';
import { getLogger } from '@/lib/log';
import type { BookingProvider } from './booking-provider';
import { takesOnlineBookings } from './embedded/bookable-restaurant';
import { bookingRulesFor } from './embedded/booking-rules-repository';
import { createEmbeddedBookingProvider } from './embedded/embedded-provider';
import type { PlaceBookingDeps } from './embedded/place-booking';
import { measuredBookingProvider } from './measured-provider';
import { createPartnerBookingProvider } from './partner/create-partner-booking-provider';

const key = Symbol.for('tavola.partnerBookingProvider');
type WithPartner = typeof globalThis & { [key]?: BookingProvider };

/**
 * The configured reservation system: the embedded engine over this site's database (the default),
 * or the partner's over HTTP (BOOKING_PROVIDER=partner). The partner provider keeps its access
 * token between requests, so there is one per process.
 */
export function getBookingProvider(): BookingProvider {
  const config = getConfig();
  if (config.BOOKING_PROVIDER === 'partner') {
    const store = globalThis as WithPartner;
    store[key] ??= measuredBookingProvider(
      createPartnerBookingProvider({
        // The configuration schema requires all three when BOOKING_PROVIDER=partner.
        baseUrl: config.PARTNER_BOOKING_URL!,
        clientId: config.PARTNER_BOOKING_CLIENT_ID!,
        clientSecret: config.PARTNER_BOOKING_CLIENT_SECRET!,
        brandKey: brandKeyOf(config.BRAND),
        logger: getLogger().child({ component: 'partner-booking' }),
      }),
    );
    return store[key];
  }
  return measuredBookingProvider(createEmbeddedBookingProvider(embeddedBookingDeps()));
}

/**
 * What the embedded engine works with: this site's database and content, the clock, the site's
 * address and the payment gateway's card check. Diners' own booking pages (manage/) use it too: a
 * booking made through the partner is not stored here, and is changed by calling the restaurant.
 */
export function embeddedBookingDeps(): PlaceBookingDeps {
  const config = getConfig();
  const db = getDatabase();
  return {
    db,
    content: getContentSource(),
    now: currentTime,
    horizonDays: config.BOOKING_HORIZON_DAYS,
    siteUrl: config.SITE_URL,
    cardGuarantees: (guarantee) => cardGuarantees(db, guarantee),
  };
}

/**
 * Reads the booking rules of every restaurant that takes bookings here, once, as a server process
 * starts: the first diners of each restaurant then never wait for them (the embedded engine only).
 */
export async function loadBookingRules(): Promise<void> {
  if (getConfig().BOOKING_PROVIDER === 'partner') return;
  const restaurants = await getContentSource().getRestaurants();
  const storeIds = restaurants.filter(takesOnlineBookings).map((restaurant) => restaurant.storeId);
  await bookingRulesFor(getDatabase(), storeIds);
}

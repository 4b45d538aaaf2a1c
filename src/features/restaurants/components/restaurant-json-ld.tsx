import Head from 'next/head';
import {
  readableHours,
  weekdays,
  type DayHours,
  type RestaurantOnPage,
  type Weekday,
  type WeeklyHours,
} from '@/lib/content';

const schemaDays: Record<(typeof weekdays)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** The restaurant as schema.org data, for search engines and maps. */
/** The week's hours, or null when any day given cannot be read. */
function readableWeek(hours: WeeklyHours): Partial<Record<Weekday, DayHours>> | null {
  const week: Partial<Record<Weekday, DayHours>> = {};
  for (const day of weekdays) {
    const given = hours[day];
    if (!given) continue;
    const readable = readableHours(given);
    if (!readable) return null;
    week[day] = readable;
  }
  return week;
}

export function restaurantJsonLd(restaurant: RestaurantOnPage, url: string) {
  const readable = readableWeek(restaurant.hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.title,
    url,
    ...(restaurant.phoneNumber ? { telephone: restaurant.phoneNumber } : {}),
    servesCuisine: 'Italian',
    acceptsReservations: restaurant.enableBookings ? 'True' : 'False',
    address: {
      '@type': 'PostalAddress',
      streetAddress: [restaurant.addressLine1, restaurant.addressLine2].filter(Boolean).join(', '),
      addressLocality: restaurant.addressCity ?? restaurant.city,
      postalCode: restaurant.postcode,
      addressCountry: 'GB',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: restaurant.addressLocation.lat,
      longitude: restaurant.addressLocation.lon,
    },
    // A left-out day reads as closed: when any day's hours cannot be read (an editor's typo), no
    // hours are given rather than wrong ones.
    ...(readable
      ? {
          openingHoursSpecification: weekdays.flatMap((day) => {
            const hours = readable[day];
            return hours
              ? [
                  {
                    '@type': 'OpeningHoursSpecification',
                    dayOfWeek: schemaDays[day],
                    opens: hours.open,
                    closes: hours.close,
                  },
                ]
              : [];
          }),
        }
      : {}),
  };
}

/** The JSON-LD script; `<` is escaped so no text of the content can end the script early. */
export function RestaurantJsonLd({
  restaurant,
  url,
}: {
  restaurant: RestaurantOnPage;
  url: string;
}) {
  const json = JSON.stringify(restaurantJsonLd(restaurant, url)).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  );
}

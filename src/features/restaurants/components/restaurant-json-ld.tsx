import Head from 'next/head';
import { weekdays, type RestaurantOnPage } from '@/lib/content';

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
export function restaurantJsonLd(restaurant: RestaurantOnPage, url: string) {
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
    openingHoursSpecification: weekdays.flatMap((day) => {
      const hours = restaurant.hours[day];
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

import type { Restaurant } from '@/lib/content';
import { restaurantSubtitle } from '@/features/locations';
import { telephoneHref, Link } from '@/lib/ui';
import { OpeningStatus } from './opening-status';

/**
 * A city's restaurants (the city index): each with its address, phone, state and links, and its
 * own 'Book a table' unless the settings turn the local Book Now off (the page's strip still books).
 */
export function CityRestaurants({
  city,
  restaurants,
  showBookNow = true,
}: {
  city: string;
  restaurants: Restaurant[];
  showBookNow?: boolean;
}) {
  return (
    <div className="container py-5">
      <h1 className="mb-4">Italian restaurants in {city}</h1>
      <ul className="row g-4 list-unstyled">
        {restaurants.map((restaurant) => {
          const subtitle = restaurantSubtitle(restaurant, restaurants.length);
          return (
            <li key={restaurant.storeId} className="col-md-6 col-lg-4">
              <article className="h-100 p-4 bg-white rounded shadow-sm">
                <h2 className="h5">
                  <Link href={restaurant.path}>
                    {subtitle ? `${city} ${subtitle}` : restaurant.title}
                  </Link>
                </h2>
                <p className="small mb-2">
                  {[restaurant.addressLine1, restaurant.postcode].join(', ')}
                </p>
                <OpeningStatus hours={restaurant.hours} exceptions={restaurant.alternativeHours} />
                {restaurant.phoneNumber && (
                  <p className="small">
                    <a href={telephoneHref(restaurant.phoneNumber)}>{restaurant.phoneNumber}</a>
                  </p>
                )}
                {showBookNow && restaurant.enableBookings && (
                  <Link href={`${restaurant.path}/book-now`} className="btn btn-primary btn-sm">
                    Book a table<span className="visually-hidden"> at {restaurant.title}</span>
                  </Link>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

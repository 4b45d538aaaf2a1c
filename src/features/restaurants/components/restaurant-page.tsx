import type { RestaurantOnPage } from '@/lib/content';
import { londonDate } from '@/lib/clock';
import { directionsUrl } from '@/lib/geo';
import { Heading, Icon, telephoneHref, Link, useNowOr } from '@/lib/ui';
import { OpeningHours } from './opening-hours';
import { OpeningStatus } from './opening-status';
import styles from './restaurant-page.module.scss';

interface RestaurantDetailsProps {
  restaurant: RestaurantOnPage;
  /** When the page was made (ISO): the day its HTML lists special hours from. */
  renderedAt: string;
  /** The page's h1 is here unless a hero tile titles the page. */
  titled: boolean;
  /** The settings' 'Show local Book Now': the restaurant's own 'Book a table' button. */
  showBookNow?: boolean;
}

/**
 * A restaurant's page below its hero tiles: what it is, its opening hours and state, its menus,
 * and how to get there, call or book.
 */
export function RestaurantDetails({
  restaurant,
  renderedAt,
  titled,
  showBookNow = true,
}: RestaurantDetailsProps) {
  const address = [
    restaurant.addressLine1,
    restaurant.addressLine2,
    restaurant.addressCity ?? restaurant.city,
    restaurant.postcode,
  ].filter(Boolean);
  return (
    <div className="container py-5">
      {/* A gutter wider than the container's padding (g-5 on a phone) pushes the row past the screen. */}
      <div className="row gx-4 gx-lg-5 gy-5">
        <div className="col-lg-7">
          {titled ? (
            <h1 className="mb-3">{restaurant.title}</h1>
          ) : (
            <Heading className="mb-3">About {restaurant.title}</Heading>
          )}
          {restaurant.description && <p className="lead">{restaurant.description}</p>}

          <h2 className="h4 mt-4">Opening hours</h2>
          <OpeningStatus hours={restaurant.hours} exceptions={restaurant.alternativeHours} />
          <UpcomingOpeningHours restaurant={restaurant} renderedAt={renderedAt} />

          {restaurant.menus.length > 0 && (
            <>
              <h2 className="h4 mt-4">Menus</h2>
              <ul className={styles.menus}>
                {restaurant.menus.map((menu) => (
                  <li key={menu.id}>
                    <Link href={`${restaurant.path}/menu/${menu.slug}`}>{menu.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="col-lg-5" aria-labelledby="visit-us">
          <div className={styles.card}>
            <h2 id="visit-us" className="h4">
              Visit us
            </h2>
            <address className="mb-3">
              {address.map((line) => (
                <span key={line} className="d-block">
                  {line}
                </span>
              ))}
            </address>
            {restaurant.phoneNumber && (
              <p>
                <a href={telephoneHref(restaurant.phoneNumber)} className={styles.contact}>
                  <Icon name="telephone" /> {restaurant.phoneNumber}
                </a>
              </p>
            )}
            <p>
              <a
                href={directionsUrl(restaurant.addressLocation)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.contact}
              >
                <Icon name="geo-alt" /> Get directions
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            {showBookNow && restaurant.enableBookings && (
              <Link href={`${restaurant.path}/book-now`} className="btn btn-primary btn-lg w-100">
                Book a table
              </Link>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}

/**
 * The week's hours and the special hours still to come: from the page's day until the visitor's
 * clock takes over. A component of its own, so that the clock, which takes over right after
 * hydration, re-renders the hours and not the restaurant's whole page.
 */
function UpcomingOpeningHours({
  restaurant,
  renderedAt,
}: {
  restaurant: RestaurantOnPage;
  renderedAt: string;
}) {
  const today = londonDate(useNowOr(renderedAt));
  return (
    <OpeningHours hours={restaurant.hours} exceptions={restaurant.alternativeHours} today={today} />
  );
}

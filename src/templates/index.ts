// The page templates' client-safe API: each page's layout and props. Each data function is its
// template's *.server.ts, imported by the page's getServerSideProps or getStaticProps.
export { ContentPage, type ContentPageProps } from './content-page/content-page';
export {
  CityPage,
  RestaurantPage,
  type CityPageProps,
  type RestaurantPageProps,
} from './restaurant-pages/restaurant-pages';
export { MenuPage } from './menu-page/menu-page';
export type { MenuPageData, MenuPageProps } from './menu-page/menu-page.types';
export { NotFoundPage, type NotFoundPageProps } from './not-found-page/not-found-page';
export { BookNowOverlay, type BookNowProps } from './book-now/book-now-page';
export { JobPage, type JobPageProps } from './job-page/job-page';
export { OfferPage, type OfferPageProps } from './offer-page/offer-page';
export {
  CustomerPage,
  type CustomerPageKind,
  type CustomerPageProps,
} from './customer-pages/customer-pages';
export { BookingPage, type BookingPageProps } from './booking-page/booking-page';
export {
  LeaveWaitlistPage,
  TableOfferPage,
  type WaitlistPageProps,
} from './waitlist-pages/waitlist-pages';

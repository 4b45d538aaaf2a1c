// The registry's client-safe API. Its server half: content-page.server.ts, prepare-tiles.server.ts.
export { ContentPage, type ContentPageProps } from './content-page';
export type { RenderedTile } from './rendered-tile';
export { TileList } from './tile-list';
export { TileGallery, type TileGalleryProps } from './tile-gallery';
export {
  CityPage,
  RestaurantPage,
  type CityPageProps,
  type RestaurantPageProps,
} from './restaurant-pages';
export { NotFoundPage, type NotFoundPageProps } from './not-found-page';
export { BookNowOverlay, type BookNowProps } from './book-now-page';
export { JobPage, type JobPageProps } from './job-page';
export { OfferPage, type OfferPageProps } from './offer-page';
export { CustomerPage, type CustomerPageKind, type CustomerPageProps } from './customer-pages';
export { BookingPage, type BookingPageProps } from './booking-page';
export { LeaveWaitlistPage, TableOfferPage, type WaitlistPageProps } from './waitlist-pages';

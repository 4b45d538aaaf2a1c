export { Icon } from './icon';
export { iconNames, type IconName } from './icon-names';
export { ContentImage, contentImageLoader } from './content-image';
export { RichText } from './rich-text';
export { Heading, HeadingLevel } from './heading';
export { FirstTile, useIsFirstTile } from './first-tile';
export {
  isAnyModalOpen,
  isDinerBusy,
  setInProgress,
  setModalOpen,
  useAnyModalOpen,
} from './modal-state';
export { useRememberedFlag } from './use-remembered-flag';
export { useScrolledPast } from './use-scrolled-past';
export { backgroundClass } from './background-class';
export { SiteLink } from './site-link';
export {
  BOOKING_STRIP_ID,
  START_BOOKING_EVENT,
  hasInPageBooking,
  requestInPageBooking,
  takeEarlyBookingRequest,
} from './in-page-booking';
export { headerOffset, preferredScrollBehavior, scrollBelowHeader } from './scroll';
export { telephoneHref } from './telephone';
export { TRIGGER_BINDING_DELAY_MS } from './triggers';
export { useHashTrigger } from './use-hash-trigger';
export { Link, type LinkProps } from './link/link';
export { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';
export { useNow, useNowOr } from './use-now';
export { PreviewProblems } from './preview-problems';
export { PreviewEntry, usePreviewFields, type PreviewFieldTag } from './preview-entry';
export { HydrateInSlices } from './hydrate-in-slices';
export { AfterHydration } from './after-hydration';

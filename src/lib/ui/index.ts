export { Icon } from './icon';
export { iconNames, type IconName } from './icon-names';
export { ContentImage, contentImageLoader } from './content-image';
export { RichText } from './rich-text';
export { Heading, HeadingLevel } from './heading';
export { isAnyModalOpen, setModalOpen, useAnyModalOpen } from './modal-state';
export { useRememberedFlag } from './use-remembered-flag';
export { useScrolledPast } from './use-scrolled-past';
export { backgroundClass } from './background-class';
export { SiteLink } from './site-link';
export {
  START_BOOKING_EVENT,
  hasInPageBooking,
  headerOffset,
  requestInPageBooking,
  scrollBelowHeader,
} from './in-page-booking';
export { telephoneHref } from './telephone';

import type { JourneyRestaurant } from '@/features/locations';
import type { BookingState } from '../../state/booking-atoms';
import { occasionSummary } from '../../utils/occasion-summary';
import { ThanksPanel, type ThanksPanelProps } from '../thanks/thanks-panel';

interface StandardThanksProps {
  state: BookingState;
  /** The restaurant booked: the confirmed slot's, which may be the closest alternative. */
  restaurant: JourneyRestaurant;
  brand: string;
  onClose: () => void;
}

/** Step 8 from the journey's state: a confirmed booking or a received enquiry, of an event too. */
export function StandardThanks({ state, restaurant, brand, onClose }: StandardThanksProps) {
  const panel: ThanksPanelProps = {
    kind: state.bookingType === 'enquiry' ? 'enquiry' : 'booking',
    reference: state.confirmationNumber ?? '',
    customer: {
      firstName: state.customer?.firstName ?? '',
      lastName: state.customer?.lastName ?? '',
      email: state.customer?.email ?? '',
      phoneNumber: state.customer?.phoneNumber,
    },
    restaurant,
    adults: state.adultCovers,
    children: state.childCovers,
    date: state.selectedBookingDate ?? '',
    time: state.selectedSlot?.time ?? state.selectedBookingTime,
    menu: state.selectedMenu?.name,
    // An event says what was booked: 'Christmas party for 8 guests'.
    booked: state.eventName
      ? occasionSummary(state.eventName, state.adultCovers + state.childCovers)
      : undefined,
    brand,
    menuLink: menuLinkOf(restaurant),
    onClose,
  };
  return <ThanksPanel {...panel} />;
}

/** The restaurant's own menu page, or /menu when its page is hidden from diners. */
export function menuLinkOf(
  restaurant: Pick<JourneyRestaurant, 'path' | 'hideRestaurantDetailPage'>,
) {
  return restaurant.hideRestaurantDetailPage ? '/menu' : `${restaurant.path}/menu`;
}

import { useEffect, useState } from 'react';
import type { JourneyRestaurant } from '@/features/locations';
import { AlternativeBookingFlow } from '../../alternative/components/alternative-booking-flow';
import type { AlternativeBookingResult } from '../../alternative/place-alternative-booking';
import type { BookingApi } from '../../client/booking-api';
import type { JourneySettings } from '../../journey-settings';
import { ThanksPanel, type ThanksPanelProps } from '../thanks/thanks-panel';
import { menuLinkOf } from './standard-thanks';

interface AlternativeJourneyProps {
  api: BookingApi;
  restaurant: JourneyRestaurant;
  settings: JourneySettings;
  today: string;
  onClose?: () => void;
  onThanksChange?: (showing: boolean) => void;
}

/**
 * The alternative three-step flow for one restaurant (spec 1 §2), then the same thanks panel as
 * the standard journey. Closing the thanks starts a new booking when nothing else closes it.
 */
export function AlternativeJourney({
  api,
  restaurant,
  settings,
  today,
  onClose,
  onThanksChange,
}: AlternativeJourneyProps) {
  const [result, setResult] = useState<AlternativeBookingResult | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => onThanksChange?.(result !== null), [onThanksChange, result]);

  if (result) {
    const panel: ThanksPanelProps = {
      kind: result.kind,
      reference: result.reference,
      customer: result.customer,
      restaurant,
      adults: result.adults,
      children: result.children,
      date: result.date,
      time: result.time,
      menu: result.menu?.name,
      area: result.area?.name,
      brand: settings.brandName,
      menuLink: menuLinkOf(restaurant),
      onClose:
        onClose ??
        (() => {
          setResult(null);
          setRound((n) => n + 1);
        }),
    };
    return <ThanksPanel {...panel} />;
  }
  return (
    <AlternativeBookingFlow
      key={round}
      api={api}
      storeId={restaurant.storeId}
      restaurantName={restaurant.title}
      today={today}
      onComplete={setResult}
    />
  );
}

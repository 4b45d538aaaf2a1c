import { locationMessages } from '@/features/locations';

interface RestaurantListStatusProps {
  /** The list could not be fetched. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * Where the journey shows while its restaurant list loads: a status line (read out politely), or
 * the spec's message as an alert with a button that asks again.
 */
export function RestaurantListStatus({ failed, onRetry }: RestaurantListStatusProps) {
  if (!failed) {
    return (
      <p role="status" className="my-3">
        {locationMessages.restaurantsLoading}
      </p>
    );
  }
  return (
    <div className="my-3">
      <p role="alert" className="text-danger">
        {locationMessages.restaurantsFailed}
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

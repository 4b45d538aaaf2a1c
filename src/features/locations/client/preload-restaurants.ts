import { whenIdle } from '@/lib/ui';
import { fetchRestaurants } from './fetch-restaurants';

/**
 * Fetches the restaurant list when the browser is next idle (after hydration, never in its way),
 * so a journey started later finds it ready. A failure is left to the journey: it asks again when
 * it needs the list, and says so if that fails too. Answers a function that cancels the wait.
 */
export function preloadRestaurantsWhenIdle(): () => void {
  return whenIdle(() => void fetchRestaurants().catch(() => undefined));
}

import { LocationFinder } from '@/features/locations';
import type { LocationFinderProps } from './location-finder.schema';

/** The location finder of /find-us and any page an editor puts it on. */
export function LocationFinderBlock({ title, restaurants }: LocationFinderProps) {
  return <LocationFinder title={title} restaurants={restaurants} />;
}

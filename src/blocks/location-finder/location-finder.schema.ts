import type { z } from 'zod';
import type { FinderRestaurant } from '@/features/locations';
import { locationFinderModel } from './location-finder.model';

/**
 * The location finder tile: its title; the restaurants come from the content on the server (the
 * loader in location-finder.tile.server.ts), with only the fields the finder shows.
 */
export const locationFinderSchema = locationFinderModel.schema.transform(({ title }) => ({
  title,
  restaurants: [] as FinderRestaurant[],
}));
export type LocationFinderProps = z.infer<typeof locationFinderSchema>;

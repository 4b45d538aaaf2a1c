import { z } from 'zod';
import type { FinderRestaurant } from '@/features/locations';

/**
 * The location finder tile: its title; the restaurants come from the content on the server (the
 * loader in location-finder.tile.server.ts), with only the fields the finder shows.
 */
export const locationFinderSchema = z
  .object({ title: z.string().optional() })
  .transform(({ title }) => ({ title, restaurants: [] as FinderRestaurant[] }));
export type LocationFinderProps = z.infer<typeof locationFinderSchema>;

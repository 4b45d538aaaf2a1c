import { z } from 'zod';
import type { RestaurantSummary } from '@/features/locations';

/**
 * The location finder tile: its title; the restaurants come from the content on the server (the
 * loader in location-finder.tile.server.ts).
 */
export const locationFinderSchema = z
  .object({ title: z.string().optional() })
  .transform(({ title }) => ({ title, restaurants: [] as RestaurantSummary[] }));
export type LocationFinderProps = z.infer<typeof locationFinderSchema>;

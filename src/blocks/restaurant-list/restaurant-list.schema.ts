import { z } from 'zod';
import type { RestaurantTile } from '@/features/locations';

/** The restaurant list tile: a title; the restaurants come from the content on the server. */
export const restaurantListSchema = z
  .object({ title: z.string().optional(), subtitle: z.string().optional() })
  .transform((tile) => ({ ...tile, restaurants: [] as RestaurantTile[] }));
export type RestaurantListProps = z.infer<typeof restaurantListSchema>;

import type { z } from 'zod';
import type { RestaurantTile } from '@/features/locations';
import { restaurantListModel } from './restaurant-list.model';

/** The restaurant list tile: a title; the restaurants come from the content on the server. */
export const restaurantListSchema = restaurantListModel.schema.transform((tile) => ({
  ...tile,
  restaurants: [] as RestaurantTile[],
}));
export type RestaurantListProps = z.infer<typeof restaurantListSchema>;

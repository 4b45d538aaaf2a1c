import { RestaurantListTiles } from '@/features/locations';
import { Heading } from '@/lib/ui';
import type { RestaurantListProps } from './restaurant-list.schema';

/** Every restaurant as a tile, by city (spec 1 §2 "Restaurant list section"). */
export function RestaurantListBlock({ title, subtitle, restaurants }: RestaurantListProps) {
  return (
    <div className="container py-5">
      {title && <Heading className="mb-2">{title}</Heading>}
      {subtitle && <p className="lead mb-4">{subtitle}</p>}
      <RestaurantListTiles restaurants={restaurants} />
    </div>
  );
}

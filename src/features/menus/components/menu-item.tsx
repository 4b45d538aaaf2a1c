import type { MenuItem } from '@/lib/content';
import { Heading } from '@/lib/ui';
import { menuMessages } from '../menu-messages';
import { allergenStatement, formatKcal, formatPrice } from '../utils/menu-facts';
import styles from './menu-section.module.scss';

/**
 * One dish or drink: name, price, description, dietary tags, energy and allergens. Only the item
 * and its lists carry a class; their parts are styled by their place in it (menu-section.module.scss).
 */
export function MenuItemView({ item }: { item: MenuItem }) {
  const allergens = allergenStatement(item.allergens);
  return (
    <li className={styles.item}>
      <div>
        <Heading depth={2}>{item.name}</Heading>
        {item.price !== undefined && <p>{formatPrice(item.price)}</p>}
      </div>
      {item.description && <p>{item.description}</p>}
      {item.dietaryTags.length > 0 && (
        <ul className={styles.tags} aria-label={menuMessages.dietaryLabel}>
          {item.dietaryTags.map((tag) => (
            <li key={tag.code}>{tag.name}</li>
          ))}
        </ul>
      )}
      {(item.kcal !== undefined || allergens) && (
        <p className={styles.facts}>
          {item.kcal !== undefined && <span>{formatKcal(item.kcal)}</span>}
          {allergens && <span>{allergens}</span>}
        </p>
      )}
    </li>
  );
}

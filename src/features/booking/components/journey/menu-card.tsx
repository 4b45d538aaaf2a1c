import { Heading } from '@/lib/ui';
import type { BookingMenu } from '../../booking-api.types';
import { imageUrl } from './image-url';
import styles from './journey.module.scss';

interface MenuCardProps {
  menu: BookingMenu;
  selected: boolean;
  onSelect: () => void;
}

/** One menu of step 4: its picture, name, description and 'Select menu'. */
export function MenuCard({ menu, selected, onSelect }: MenuCardProps) {
  const src = imageUrl(menu.image);
  return (
    <li className={`card${selected ? ' border-primary border-2' : ''}`}>
      {src && (
        // A plain img: menu pictures come from the content service at any size, and only a few show.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={menu.name}
          loading="lazy"
          className={`card-img-top ${styles.cardImage}`}
        />
      )}
      <div className="card-body d-flex flex-column">
        <Heading depth={1} className="h6 card-title">
          {menu.name}
        </Heading>
        <p className="card-text small flex-grow-1">{menu.description}</p>
        <button
          type="button"
          className={`btn ${selected ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={selected}
          onClick={onSelect}
        >
          Select menu<span className="visually-hidden"> {menu.name}</span>
        </button>
      </div>
    </li>
  );
}

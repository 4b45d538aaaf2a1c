import type { ReactNode } from 'react';
import { Heading } from '@/lib/ui';
import { imageUrl } from './image-url';
import styles from './journey.module.scss';

interface OptionCardProps {
  name: string;
  description: string;
  image: { file: { url: string } } | null;
  /** Chosen: the card is outlined. */
  selected: boolean;
  /** The card's controls under its description. */
  children: ReactNode;
}

/** A menu (step 4) or an extra (step 5) as a card: its picture, name and description. */
export function OptionCard({ name, description, image, selected, children }: OptionCardProps) {
  const src = imageUrl(image);
  return (
    <li className={`card${selected ? ' border-primary border-2' : ''}`}>
      {src && (
        // A plain img: these pictures come from the booking service at any size, and only a few show.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt={name} loading="lazy" className={`card-img-top ${styles.cardImage}`} />
      )}
      <div className="card-body d-flex flex-column">
        <Heading depth={1} className="h6 card-title">
          {name}
        </Heading>
        <p className="card-text small flex-grow-1">{description}</p>
        {children}
      </div>
    </li>
  );
}

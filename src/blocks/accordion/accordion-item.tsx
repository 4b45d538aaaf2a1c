import { useId } from 'react';
import { Heading, Icon, RichText } from '@/lib/ui';
import styles from './accordion.module.scss';
import type { AccordionPanel } from './accordion.schema';

interface AccordionItemProps {
  panel: AccordionPanel;
  open: boolean;
  onToggle: () => void;
  /** Levels below the tile's own heading level (1 when the accordion has a title). */
  headingDepth: number;
}

/** A question that opens and closes its answer; a plus shows it is closed, a minus open. */
export function AccordionItem({ panel, open, onToggle, headingDepth }: AccordionItemProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.item}>
      <Heading depth={headingDepth} className="h5 m-0">
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{panel.title}</span>
          <Icon name={open ? 'dash-lg' : 'plus-lg'} className={styles.icon} />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.panel}
        hidden={!open}
      >
        <RichText document={panel.body} />
      </div>
    </div>
  );
}

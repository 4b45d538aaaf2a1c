import { useState } from 'react';
import { Heading } from '@/lib/ui';
import { AccordionItem } from './accordion-item';
import type { AccordionProps } from './accordion.schema';

/** Questions and answers: every panel starts closed, and any number may be open at once. */
export function AccordionBlock({ title, panels }: AccordionProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={'container py-5'}>
      <div className="tile-text mx-auto">
        {title && <Heading className="mb-4">{title}</Heading>}
        {panels.map((panel) => (
          <AccordionItem
            key={panel.id}
            panel={panel}
            open={openIds.has(panel.id)}
            onToggle={() => toggle(panel.id)}
            headingDepth={title ? 1 : 0}
          />
        ))}
      </div>
    </div>
  );
}

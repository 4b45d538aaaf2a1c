import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Heading, HeadingLevel } from '@/lib/ui';
import styles from './journey.module.scss';

/** Where a step of the journey stands: not reached yet, being filled in, or filled in. */
export type JourneyStepStatus = 'todo' | 'active' | 'done';

/** The props of one step's frame. */
export interface JourneyStepProps {
  number: number;
  /** The spec's title, such as 'Select a restaurant'. */
  title: string;
  status: JourneyStepStatus;
  /** What was chosen, shown once the step is done. */
  summary?: ReactNode;
  /** Shown as an 'Edit' button once the step is done: reopens the step (and resets later ones). */
  onEdit?: () => void;
  /** The step's controls, shown only while it is active. */
  children?: ReactNode;
  /** The heading's level; without it the surrounding `HeadingLevel` decides. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * The frame of one booking step (spec 1 §2 "Booking modal"): its numbered heading, then its
 * controls while active, or what was chosen and an 'Edit' button once done; a step not reached
 * yet shows its heading only, dimmed. When a step becomes active the focus moves to its heading,
 * so keyboard and screen-reader users are taken to the new step rather than left on a button that
 * has just disappeared.
 */
export function JourneyStep({
  number,
  title,
  status,
  summary,
  onEdit,
  children,
  headingLevel,
}: JourneyStepProps) {
  const headingId = useId();
  const previous = useRef(status);

  useEffect(() => {
    // Only on a change: a journey that opens on step 1 must not take the page's focus.
    if (status === 'active' && previous.current !== 'active') {
      document.getElementById(headingId)?.focus();
    }
    previous.current = status;
  }, [status, headingId]);

  const frame = (
    <section
      aria-labelledby={headingId}
      aria-current={status === 'active' ? 'step' : undefined}
      className={`${styles.step} ${styles[status] ?? ''}`}
    >
      <div className={styles.stepHeader}>
        <Heading id={headingId} tabIndex={-1} className={`h5 ${styles.stepTitle}`}>
          {number}. {title}
        </Heading>
        {status === 'done' && onEdit && (
          <button type="button" className="btn btn-link p-0" onClick={onEdit}>
            Edit
            <span className="visually-hidden">
              {' '}
              step {number}: {title}
            </span>
          </button>
        )}
      </div>
      {status === 'done' && summary != null && <div className={styles.summary}>{summary}</div>}
      {/* The step's own headings (its cards) use depth 1: one level below this title. */}
      {status === 'active' && <div className={styles.body}>{children}</div>}
    </section>
  );
  return headingLevel ? <HeadingLevel level={headingLevel}>{frame}</HeadingLevel> : frame;
}

import { customerCopy } from '../messages';

/** What a save came to: 'saved', 'failed' or a message of the server's (a rate limit). */
export type SaveOutcome = null | { saved: true } | { saved: false; message: string };

/** The line under a customer form that says how its save went (role=status, or role=alert). */
export function SaveMessage({ outcome }: { outcome: SaveOutcome }) {
  return (
    <>
      <div
        role="status"
        className={outcome?.saved ? 'alert alert-success mt-3' : 'visually-hidden'}
      >
        {outcome?.saved ? customerCopy.saved : ''}
      </div>
      {outcome && !outcome.saved && (
        <div role="alert" className="alert alert-danger mt-3">
          {outcome.message}
        </div>
      )}
    </>
  );
}

interface StepFooterProps {
  step: 1 | 2 | 3;
  /** Next moves on; left out on step 3, where the details form has its own button. */
  onNext?: () => void;
  canGoForward: boolean;
  onBack: () => void;
  /** Something the next step needs is loading: Next shows a spinner and waits. */
  busy: boolean;
}

/** Back and Next under a step. Back is not offered on step 1, the first. */
export function StepFooter({ step, onNext, canGoForward, onBack, busy }: StepFooterProps) {
  return (
    <div className="d-flex justify-content-between align-items-center gap-2 border-top pt-3 mt-3">
      {step > 1 ? (
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          Back
        </button>
      ) : (
        <span />
      )}
      {onNext && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={onNext}
          disabled={!canGoForward}
          aria-busy={busy || undefined}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Next
        </button>
      )}
    </div>
  );
}

import { fireEvent, render, screen } from '@testing-library/react';
import { isDinerBusy } from '@/lib/ui';
import { showServerIssues, useFormProgress } from './use-form-progress';
import type { FormPhase } from './use-form-submission';

function Form({ phase, error }: { phase: FormPhase; error: string | null }) {
  const { formProps, errorRef } = useFormProgress({ phase, error });
  return (
    <form {...formProps} aria-label="Test form">
      <input aria-label="Name" />
      {error && (
        <div ref={errorRef} tabIndex={-1} role="alert">
          {error}
        </div>
      )}
    </form>
  );
}

describe('useFormProgress', () => {
  it('a form is in progress from the moment the diner goes into it until it is sent', () => {
    const { rerender, unmount } = render(<Form phase="filling" error={null} />);
    expect(isDinerBusy()).toBe(false);
    fireEvent.focus(screen.getByLabelText('Name'));
    expect(isDinerBusy()).toBe(true);
    rerender(<Form phase="sent" error={null} />);
    expect(isDinerBusy()).toBe(false);
    rerender(<Form phase="filling" error={null} />);
    expect(isDinerBusy()).toBe(true);
    unmount();
    expect(isDinerBusy()).toBe(false);
  });

  it('the error message takes the focus when it appears; the form is busy while sending', () => {
    const { rerender } = render(<Form phase="sending" error={null} />);
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('aria-busy', 'true');
    rerender(<Form phase="filling" error="Something went wrong, please try again." />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

describe('showServerIssues', () => {
  it("puts each issue on the form's own field, and ignores the others", () => {
    const setError = jest.fn();
    showServerIssues(
      [
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'restaurantEmail', message: 'Not this one.' },
      ],
      ['email', 'name'] as const,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Please enter a valid email address.' }],
    ]);
  });
});

import { render } from '@testing-library/react';
import { isDinerBusy } from '@/lib/ui';
import { useJourneyInProgress } from './use-journey-in-progress';

function Journey({ started }: { started: boolean }) {
  useJourneyInProgress(started);
  return null;
}

describe('useJourneyInProgress', () => {
  it('marks the diner busy while the journey is started, and not once it stops or goes', () => {
    const { rerender, unmount } = render(<Journey started={false} />);
    expect(isDinerBusy()).toBe(false);
    rerender(<Journey started />);
    expect(isDinerBusy()).toBe(true);
    rerender(<Journey started={false} />);
    expect(isDinerBusy()).toBe(false);
    rerender(<Journey started />);
    unmount();
    expect(isDinerBusy()).toBe(false);
  });
});

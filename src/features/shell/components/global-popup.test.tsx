import { act, render, screen } from '@testing-library/react';
import { setInProgress, setModalOpen } from '@/lib/ui';
import { GlobalPopup } from './global-popup';
import { polyfillDialog } from '@/lib/ui/dialog/testing/polyfill-dialog';

const popup = {
  id: 'newsletter',
  title: 'Join the club',
  body: 'Hear about new menus first.',
  linkText: 'Sign up',
  linkUrl: '/sign-up',
  delaySeconds: 5,
};

describe('GlobalPopup', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    polyfillDialog();
  });
  afterEach(() => jest.useRealTimers());

  it('opens after its delay, and once closed does not open again', () => {
    const { unmount } = render(<GlobalPopup popup={popup} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    const dialog = screen.getByRole('dialog', { name: 'Join the club' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(dialog).not.toHaveAttribute('open');

    unmount();
    render(<GlobalPopup popup={popup} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open over another dialog, such as the booking modal', () => {
    setModalOpen('booking', true);
    try {
      render(<GlobalPopup popup={popup} />);
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      setModalOpen('booking', false);
    }
  });

  it('waits while the diner fills in a form, then opens once they are done', () => {
    setInProgress('contact-form', true);
    // Another popup: the first test's was closed, and that is remembered for the whole file.
    render(<GlobalPopup popup={{ ...popup, id: 'survey' }} />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    setInProgress('contact-form', false);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog', { name: 'Join the club' })).toBeInTheDocument();
  });
});

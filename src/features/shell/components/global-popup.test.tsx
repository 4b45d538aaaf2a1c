import { act, fireEvent, render, screen } from '@testing-library/react';
import { setInProgress, setModalOpen } from '@/lib/ui';
import { polyfillDialog } from '@/lib/ui/dialog/testing/polyfill-dialog';
import { GlobalPopup, POPUP_AFTER_DIALOG_MS } from './global-popup';
import { popupDismissalKey, POPUP_DISMISS_DAYS } from './global-popup-dismissal';

const DAY_MS = 24 * 60 * 60 * 1000;
const answeredConsent = 'cookie_consent=v=1&performance=0&analytics=0&targeting=0&preferences=0';

// Each test its own popup: a dismissal is remembered for the page view as well as in storage.
let popupNumber = 0;
const newPopup = () => ({
  id: `newsletter-${++popupNumber}`,
  title: 'Join the club',
  body: 'Hear about new menus first.',
  linkText: 'Sign up',
  linkUrl: '/sign-up',
  delaySeconds: 8,
});

const popupDialog = () => screen.queryByRole('dialog', { name: 'Join the club' });

describe('GlobalPopup', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    window.localStorage.clear();
    document.cookie = answeredConsent;
    polyfillDialog();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = 'cookie_consent=; Max-Age=0';
  });

  it('opens after its delay, and once closed stays closed for the period, then asks again', () => {
    const popup = newPopup();
    const { unmount } = render(<GlobalPopup popup={popup} />);
    act(() => jest.advanceTimersByTime(7999));
    expect(popupDialog()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Join the club' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(dialog).not.toHaveAttribute('open');
    const closedAt = Date.now();
    expect(Number(window.localStorage.getItem(popupDismissalKey(popup.id)))).toBe(
      closedAt + POPUP_DISMISS_DAYS * DAY_MS,
    );
    unmount();

    // A later visit within the period: nothing.
    jest.setSystemTime(closedAt + (POPUP_DISMISS_DAYS - 1) * DAY_MS);
    const again = render(<GlobalPopup popup={popup} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(popupDialog()).not.toBeInTheDocument();
    again.unmount();

    // After the period it asks again.
    jest.setSystemTime(closedAt + POPUP_DISMISS_DAYS * DAY_MS + 1);
    render(<GlobalPopup popup={popup} />);
    act(() => jest.advanceTimersByTime(8000));
    expect(popupDialog()).toBeInTheDocument();
  });

  it('does not open over another dialog, such as the booking modal, nor straight after it', () => {
    act(() => setModalOpen('booking', true));
    try {
      render(<GlobalPopup popup={newPopup()} />);
      act(() => jest.advanceTimersByTime(30_000));
      expect(popupDialog()).not.toBeInTheDocument();
    } finally {
      act(() => setModalOpen('booking', false));
    }
    act(() => jest.advanceTimersByTime(POPUP_AFTER_DIALOG_MS - 1));
    expect(popupDialog()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(popupDialog()).toBeInTheDocument();
  });

  it('does not open the moment another dialog closes, such as the job application thanks', () => {
    render(<GlobalPopup popup={newPopup()} />);
    // The application is sent and its thanks read while the popup's delay runs out.
    act(() => jest.advanceTimersByTime(3000));
    act(() => setModalOpen('apply', true));
    act(() => jest.advanceTimersByTime(9900));
    act(() => setModalOpen('apply', false));
    // The popup's next look, 0.1 s after the thanks closed: too soon.
    act(() => jest.advanceTimersByTime(100));
    expect(popupDialog()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(POPUP_AFTER_DIALOG_MS));
    expect(popupDialog()).toBeInTheDocument();
  });

  it('waits while a form or a booking in the page is in progress, then opens once it is done', () => {
    setInProgress('booking-strip', true);
    render(<GlobalPopup popup={newPopup()} />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(popupDialog()).not.toBeInTheDocument();
    setInProgress('booking-strip', false);
    act(() => jest.advanceTimersByTime(5000));
    expect(popupDialog()).toBeInTheDocument();
  });

  it('waits while a field has the focus, whatever form it is in', () => {
    render(
      <>
        <label>
          Find a restaurant <input />
        </label>
        <GlobalPopup popup={newPopup()} />
      </>,
    );
    const field = screen.getByLabelText('Find a restaurant');
    act(() => field.focus());
    act(() => jest.advanceTimersByTime(30_000));
    expect(popupDialog()).not.toBeInTheDocument();
    act(() => field.blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(popupDialog()).toBeInTheDocument();
  });

  it('waits while a field the diner changed is on the page, until it has gone', () => {
    const popup = newPopup();
    const Page = ({ form }: { form: boolean }) => (
      <>
        {form && (
          <label>
            Adults{' '}
            <select defaultValue="2">
              <option>2</option>
              <option>3</option>
            </select>
          </label>
        )}
        <GlobalPopup popup={popup} />
      </>
    );
    const { rerender } = render(<Page form />);
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '3' } });
    act(() => jest.advanceTimersByTime(30_000));
    expect(popupDialog()).not.toBeInTheDocument();

    // The form was sent and its thanks took its place.
    rerender(<Page form={false} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(popupDialog()).toBeInTheDocument();
  });

  it('does not cover the consent bar: it waits until the diner has answered it', () => {
    document.cookie = 'cookie_consent=; Max-Age=0';
    render(<GlobalPopup popup={newPopup()} />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(popupDialog()).not.toBeInTheDocument();
    document.cookie = answeredConsent;
    act(() => jest.advanceTimersByTime(5000));
    expect(popupDialog()).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setModalOpen } from '@/lib/ui';
import { BackToTop } from './back-to-top';
import { testSettings } from './testing/test-settings';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
  act(() => {
    jest.advanceTimersByTime(50);
  });
}

describe('BackToTop', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  });
  afterEach(() => jest.useRealTimers());

  // While hidden (aria-hidden) it has no accessible name, so it is found by its text.
  const button = () => screen.getByText('Back to top').closest('button')!;

  it('appears after scrolling past 600 px and scrolls up smoothly', async () => {
    render(<BackToTop settings={testSettings()} />);
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    scrollTo(600);
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    scrollTo(601);
    expect(button()).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('button', { name: 'Back to top' })).toBe(button());

    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(button());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('is hidden while a dialog is open', () => {
    render(<BackToTop settings={testSettings()} />);
    scrollTo(1000);
    expect(button()).toHaveAttribute('aria-hidden', 'false');
    act(() => setModalOpen('booking', true));
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    act(() => setModalOpen('booking', false));
    expect(button()).toHaveAttribute('aria-hidden', 'false');
  });

  it('is hidden near the bottom of the page when a bottom offset is set', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 3000,
      configurable: true,
    });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    render(<BackToTop settings={testSettings({ backToTopBottomOffset: 300 })} />);
    scrollTo(1000); // 1200 px left below the viewport
    expect(button()).toHaveAttribute('aria-hidden', 'false');
    scrollTo(1950); // 250 px left
    expect(button()).toHaveAttribute('aria-hidden', 'true');
  });
});

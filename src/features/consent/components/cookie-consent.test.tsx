import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setModalOpen } from '@/lib/ui';
import { polyfillDialog } from '@/lib/ui/dialog/testing/polyfill-dialog';
import { serializeConsent, type ConsentChoice } from '../consent';
import type { CookieBannerStyle } from './cookie-bar';
import { CookieConsent } from './cookie-consent';
import { CookieSettingsButton } from './cookie-settings-button';

const text =
  "We use necessary cookies to make our website work. With your consent, we'd also like to use cookies to measure its performance, understand how it's used, remember your preferences and show you relevant offers on other websites. Read our Privacy Policy";

const all = { performance: true, analytics: true, targeting: true, preferences: true };
const none = { performance: false, analytics: false, targeting: false, preferences: false };

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const storedChoice = () => /cookie_consent=([^;]*)/.exec(document.cookie)?.[1];

/** The consent banner after the footer's 'Cookie settings', as in the layout. */
function renderConsent(bannerStyle: CookieBannerStyle = 'bar') {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <>
      <footer>
        <CookieSettingsButton />
      </footer>
      <CookieConsent bannerStyle={bannerStyle} />
    </>,
  );
  return user;
}

const bar = () => screen.queryByRole('region', { name: 'We use cookies' });
/** 100 ms into the visit, and the bar's code (React's lazy) in. */
const showBar = () =>
  act(async () => {
    jest.advanceTimersByTime(100);
  });

describe('CookieConsent', () => {
  beforeAll(polyfillDialog);
  beforeEach(() => {
    jest.useFakeTimers();
    clearCookies();
  });
  afterEach(() => {
    jest.useRealTimers();
    setModalOpen('booking', false);
  });

  it('shows the bar 100 ms into a first visit, named and described, with its three choices', async () => {
    renderConsent();
    act(() => jest.advanceTimersByTime(99));
    expect(bar()).toBeNull();
    await showBar();
    const region = bar()!;
    expect(region).toHaveAccessibleDescription(text);
    expect(within(region).getByRole('heading', { level: 2, name: 'We use cookies' })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Choose']);
    // It does not take the focus from the page.
    expect(region).not.toHaveFocus();
  });

  it.each([
    ['Accept all', all],
    ['Reject all', none],
  ])(
    '%s keeps the choice, closes the bar, says so and moves focus to Cookie settings',
    async (name, choice) => {
      const user = renderConsent();
      await showBar();
      await user.click(within(bar()!).getByRole('button', { name }));
      expect(storedChoice()).toBe(serializeConsent(choice));
      expect(bar()).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Your cookie settings have been saved.');
      expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    },
  );

  it('works from the keyboard in reading order: the link, Accept all, Reject all, Choose', async () => {
    const user = renderConsent();
    await showBar();
    // From the footer's last control, Tab goes on into the bar.
    screen.getByRole('button', { name: 'Cookie settings' }).focus();
    const region = within(bar()!);
    for (const control of [
      region.getByRole('link', { name: 'Read our Privacy Policy' }),
      region.getByRole('button', { name: 'Accept all' }),
      region.getByRole('button', { name: 'Reject all' }),
      region.getByRole('button', { name: 'Choose' }),
    ]) {
      await user.tab();
      expect(control).toHaveFocus();
    }
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(storedChoice()).toBe(serializeConsent(none));
  });

  it('Choose opens a panel of switches, all off, Necessary always on; Save keeps the switches', async () => {
    const user = renderConsent();
    await showBar();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const panel = within(screen.getByRole('dialog', { name: 'Cookie settings' }));
    const switches = panel.getAllByRole('switch');
    expect(switches).toHaveLength(5);
    expect(
      switches.map((control) => [
        (control as HTMLInputElement).labels?.[0]?.textContent,
        (control as HTMLInputElement).checked,
        (control as HTMLInputElement).disabled,
      ]),
    ).toEqual([
      ['Necessary', true, true],
      ['Performance', false, false],
      ['Analytics', false, false],
      ['Targeting (marketing)', false, false],
      ['Site Preferences', false, false],
    ]);
    expect(panel.getByRole('switch', { name: 'Necessary' })).toHaveAccessibleDescription(
      'Always on. They keep the website secure, remember your cookie choice and make booking a table work.',
    );
    expect(panel.getByRole('switch', { name: 'Analytics' })).toHaveAccessibleDescription(
      'Count visits and see which pages are used, so we can improve the website.',
    );
    expect(panel.getByRole('switch', { name: 'Performance' })).toHaveAccessibleDescription(
      'Measure how quickly our pages load and spot errors, so we can fix them.',
    );
    expect(
      panel.getByRole('switch', { name: 'Targeting (marketing)' }),
    ).toHaveAccessibleDescription(
      'Let our advertising partners show you our offers on other websites.',
    );
    expect(panel.getByRole('switch', { name: 'Site Preferences' })).toHaveAccessibleDescription(
      'Remember the choices you make on our website to make your next visit easier.',
    );

    // The keyboard: Space toggles the focused switch.
    panel.getByRole('switch', { name: 'Analytics' }).focus();
    await user.keyboard(' ');
    await user.click(panel.getByText('Site Preferences'));
    await user.click(panel.getByRole('button', { name: 'Save' }));

    expect(storedChoice()).toBe(
      serializeConsent({ ...none, analytics: true, preferences: true } satisfies ConsentChoice),
    );
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).toBeNull();
    expect(bar()).toBeNull();
  });

  it('leaving the panel without saving keeps the bar and stores nothing', async () => {
    const user = renderConsent();
    await showBar();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).toBeNull();
    expect(storedChoice()).toBeUndefined();
    // Opened again, it starts afresh.
    await user.click(within(bar()!).getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it('stays away once a choice is stored; Cookie settings reopens it, focused, with the choice', async () => {
    document.cookie = `cookie_consent=${serializeConsent({ ...none, targeting: true })}; Path=/`;
    const user = renderConsent();
    act(() => jest.advanceTimersByTime(5000));
    expect(bar()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('region', { name: 'We use cookies' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('switch', { name: 'Targeting (marketing)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it("steps aside while one of the site's dialogs is open (the booking modal)", async () => {
    renderConsent();
    await showBar();
    act(() => setModalOpen('booking', true));
    expect(bar()).toBeNull();
    act(() => setModalOpen('booking', false));
    expect(bar()).toBeVisible();
  });

  it('in the modal style, is a dialog that waits for the other dialogs to close', async () => {
    const user = renderConsent('modal');
    act(() => setModalOpen('booking', true));
    await showBar();
    expect(screen.queryByRole('dialog', { name: 'We use cookies' })).toBeNull();
    act(() => setModalOpen('booking', false));
    const dialog = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(dialog).toHaveTextContent(text);
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(storedChoice()).toBe(serializeConsent(none));
    expect(screen.queryByRole('dialog', { name: 'We use cookies' })).toBeNull();
  });

  it('in the modal style, Close leaves without a choice', async () => {
    const user = renderConsent('modal');
    await showBar();
    await user.click(
      within(screen.getByRole('dialog', { name: 'We use cookies' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'We use cookies' })).toBeNull();
    expect(storedChoice()).toBeUndefined();
  });
});

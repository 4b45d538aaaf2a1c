import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '@/features/consent';
import { pinClock } from '@/lib/clock';
import { SiteFooter } from './site-footer';
import { testSettings } from './testing/test-settings';

const renderedAt = '2026-11-24T12:00:00.000Z';

describe('SiteFooter', () => {
  it('links the logo home and has the newsletter line with Sign Up Here', () => {
    render(<SiteFooter settings={testSettings()} renderedAt={renderedAt} />);
    expect(screen.getByRole('link', { name: 'Tavola home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Newsletter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Here' })).toHaveAttribute('href', '/sign-up');
  });

  it('leaves the newsletter line out for a brand without a sign-up page (settings)', () => {
    render(
      <SiteFooter
        settings={testSettings({ showNewsletterSignUp: false })}
        renderedAt={renderedAt}
      />,
    );
    expect(screen.queryByText('Newsletter')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up Here' })).not.toBeInTheDocument();
  });

  it('shows the social icons, each opening in a new tab', () => {
    render(<SiteFooter settings={testSettings()} renderedAt={renderedAt} />);
    const social = within(screen.getByRole('list', { name: 'Follow us' }));
    const instagram = social.getByRole('link', {
      name: 'Tavola on Instagram (opens in a new tab)',
    });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/tavola');
    expect(instagram).toHaveAttribute('target', '_blank');
  });

  it('shows the footer links and the copyright with the site name and current year', () => {
    render(<SiteFooter settings={testSettings()} renderedAt={renderedAt} />);
    const footerNav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footerNav.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(footerNav.getByRole('link', { name: 'Feedback (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("has a 'Cookie settings' button that reopens the consent bar", async () => {
    render(
      <>
        <SiteFooter settings={testSettings()} renderedAt={renderedAt} />
        <CookieConsent />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    // The bar's code comes in first (React's lazy), then the bar takes the focus.
    const bar = await screen.findByRole('region', { name: 'We use cookies' });
    await waitFor(() => expect(bar).toHaveFocus());
  });

  it.each([
    ['2026-12-31T23:59:00Z', '© 2026 Tavola'],
    ['2027-01-01T00:00:00Z', '© 2027 Tavola'],
  ])('at %s the copyright line reads %s (London year)', (instant, copyright) => {
    const restore = pinClock(instant);
    try {
      render(<SiteFooter settings={testSettings()} renderedAt={renderedAt} />);
      expect(screen.getByText(copyright)).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

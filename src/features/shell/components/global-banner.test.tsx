import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalBanner } from './global-banner';

const banner = {
  id: 'christmas',
  text: 'Christmas bookings are now open.',
  linkText: 'Book your party',
  linkUrl: '/christmas-party',
  backgroundColour: 'bronze' as const,
};

describe('GlobalBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the announcement with its link, and closing it keeps it closed', async () => {
    const { unmount } = render(<GlobalBanner banner={banner} />);
    const region = screen.getByRole('complementary', { name: 'Announcement' });
    expect(region).toHaveTextContent('Christmas bookings are now open.');
    expect(screen.getByRole('link', { name: 'Book your party' })).toHaveAttribute(
      'href',
      '/christmas-party',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).not.toBeInTheDocument();

    unmount();
    render(<GlobalBanner banner={banner} />);
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

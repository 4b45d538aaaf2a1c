import { render, screen } from '@testing-library/react';
import { BannerBlock } from './banner-block';
import { bannerFixture } from './banner.fixture';
import { bannerTileSchema } from './banner.schema';

const banner = bannerTileSchema.parse(bannerFixture);

describe('BannerBlock', () => {
  it('shows the offer, its details, its image and its link', () => {
    render(<BannerBlock {...banner} />);
    expect(
      screen.getByRole('heading', { name: 'Two courses for £15, Monday to Thursday', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lunch and early evening, until 6pm.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'A margherita pizza on a wooden board, seen from above' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the set menu' })).toHaveAttribute(
      'href',
      '/offers/set-menu',
    );
  });

  it('needs only its title', () => {
    render(<BannerBlock {...bannerTileSchema.parse({ title: 'Now open in Leeds' })} />);
    expect(screen.getByRole('heading', { name: 'Now open in Leeds' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('bannerTileSchema', () => {
  it('needs a title', () => {
    expect(bannerTileSchema.safeParse({ ...bannerFixture, title: undefined }).success).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import { CallToActionBlock } from './call-to-action-block';
import { callToActionFixture } from './call-to-action.fixture';
import { callToActionSchema } from './call-to-action.schema';

const callToAction = callToActionSchema.parse(callToActionFixture);

describe('CallToActionBlock', () => {
  it('shows the title, subtitle, text and link to act on', () => {
    render(<CallToActionBlock {...callToAction} />);
    expect(
      screen.getByRole('heading', { name: 'Celebrating something?', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Private dining for parties of 10 to 40.')).toBeInTheDocument();
    expect(screen.getByText(/a table that is yours all evening/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about a party' })).toHaveAttribute(
      'href',
      '/group-bookings',
    );
  });

  it('shows its image, described, when it has one', () => {
    const { rerender } = render(<CallToActionBlock {...callToAction} />);
    expect(
      screen.getByRole('img', { name: 'A wood-fired pizza oven glowing in a Tavola kitchen' }),
    ).toBeInTheDocument();
    rerender(<CallToActionBlock {...callToAction} image={undefined} body={undefined} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about a party' })).toBeInTheDocument();
  });
});

describe('callToActionSchema', () => {
  it('needs a title and at least one valid link', () => {
    expect(callToActionSchema.safeParse({ ...callToActionFixture, title: '' }).success).toBe(false);
    expect(callToActionSchema.safeParse({ ...callToActionFixture, links: [] }).success).toBe(false);
    expect(
      callToActionSchema.safeParse({ ...callToActionFixture, links: [{ linkUrl: '/x' }] }).success,
    ).toBe(false);
  });

  it('needs neither body nor image', () => {
    const bare = { ...callToActionFixture, body: undefined, image: undefined };
    expect(callToActionSchema.safeParse(bare).success).toBe(true);
  });
});

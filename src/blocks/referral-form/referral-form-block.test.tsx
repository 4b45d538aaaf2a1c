import { render, screen } from '@testing-library/react';
import { ReferralFormBlock } from './referral-form-block';
import { referralFormFixture } from './referral-form.fixture';
import { referralFormSchema } from './referral-form.schema';

describe('ReferralFormBlock', () => {
  it('shows its title, its introduction and the refer-a-friend form', () => {
    render(<ReferralFormBlock {...referralFormSchema.parse(referralFormFixture)} />);
    expect(screen.getByRole('heading', { name: 'Invite a friend', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/send them an e-mail from you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });
});

describe('referralFormSchema', () => {
  it('needs a title', () => {
    const untitled = { ...referralFormFixture, title: undefined };
    expect(referralFormSchema.safeParse(untitled).success).toBe(false);
  });
});

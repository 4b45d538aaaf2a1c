import { render, screen } from '@testing-library/react';
import { SignUpFormBlock } from './sign-up-form-block';
import { signUpFormFixture } from './sign-up-form.fixture';
import { signUpFormSchema } from './sign-up-form.schema';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe('SignUpFormBlock', () => {
  it('shows its title, its introduction and the sign-up form', () => {
    const props = signUpFormSchema.parse(signUpFormFixture);
    render(
      <SignUpFormBlock {...props} restaurants={[{ storeId: '1001', title: 'London Soho' }]} />,
    );
    expect(
      screen.getByRole('heading', { name: 'Join our newsletter', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/New menus, offers at your favourite/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'London Soho' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign me up' })).toBeInTheDocument();
  });
});

describe('signUpFormSchema (the tile)', () => {
  it('needs a title', () => {
    const untitled = { ...signUpFormFixture, title: undefined };
    expect(signUpFormSchema.safeParse(untitled).success).toBe(false);
  });

  it('reads the partner’s terms label, and starts without SMS until the settings say so', () => {
    const props = signUpFormSchema.parse({ ...signUpFormFixture, partnerTermsLabel: 'Partner' });
    expect(props).toMatchObject({ partnerTermsLabel: 'Partner', smsOptIn: false, restaurants: [] });
  });
});

import { render, screen } from '@testing-library/react';
import { ContactFormBlock } from './contact-form-block';
import { contactFormFixture } from './contact-form.fixture';
import { contactFormTileSchema } from './contact-form.schema';

describe('ContactFormBlock', () => {
  it('shows its title, its introduction and the contact form', () => {
    const props = contactFormTileSchema.parse(contactFormFixture);
    render(
      <ContactFormBlock {...props} restaurants={[{ storeId: '1001', title: 'London Soho' }]} />,
    );
    expect(
      screen.getByRole('heading', { name: 'Send us a message', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Our guest team replies within 48 hours.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });
});

describe('contactFormTileSchema', () => {
  it('needs a title', () => {
    const untitled = { ...contactFormFixture, title: undefined };
    expect(contactFormTileSchema.safeParse(untitled).success).toBe(false);
  });
});

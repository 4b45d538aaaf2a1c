import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { formWordingSchema, type FormWording } from '@/lib/content';
import { FormLabels } from '@/lib/forms';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';
import { offeredEnquiryTypes } from '../enquiry-types';
import { EnquiryForm } from './enquiry-form';

// Editors own the form's words (settings 'Form wording', 'Enquiry types'); the code's are the
// defaults, and the spec's error messages stay the code's.

const restaurants = [{ storeId: '1002', title: 'London Soho' }];
beforeEach(() => {
  global.fetch = jest.fn(() => jsonAnswer(200, { statusCode: 200 })) as unknown as typeof fetch;
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const select = (name: RegExp | string) => screen.getByRole('combobox', { name });

/** The form inside the layout's provider, with the settings' wording as the schema reads it. */
function withWording(wording: unknown, form: ReactNode) {
  const parsed: FormWording = formWordingSchema.parse(wording);
  return render(
    <FormLabels shown placeholders wording={parsed}>
      {form}
    </FormLabels>,
  );
}

const contactWording = {
  contact: {
    fields: {
      firstName: { label: 'Forename', placeholder: 'Jo', help: 'As on your booking' },
      email: { placeholder: 'you@tavola.example' },
      message: { label: 'How can we help?', placeholder: '  ' },
      enquiryType: { placeholder: 'Pick one' },
    },
    button: 'Send it',
    thanks: { heading: 'Grazie!', text: 'We will be in touch within a day.', again: '' },
  },
};

describe("EnquiryForm: the editors' words", () => {
  it('shows their labels, placeholders, help and button; the code’s where they gave none', () => {
    withWording(contactWording, <EnquiryForm kind="contact" restaurants={restaurants} />);
    expect(field(/Forename/)).toHaveAttribute('placeholder', 'Jo');
    expect(field(/Forename/)).toHaveAccessibleDescription('As on your booking');
    expect(field(/Email/)).toHaveAttribute('placeholder', 'you@tavola.example');
    expect(field(/Last name/)).not.toHaveAttribute('placeholder');
    // A blank placeholder is no placeholder: the code's (none, for a message) is kept.
    expect(field(/How can we help\?/)).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('option', { name: 'Pick one' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send it' })).toBeInTheDocument();
  });

  it('keeps the spec’s error messages whatever the labels say', async () => {
    const user = userEvent.setup();
    withWording(contactWording, <EnquiryForm kind="contact" restaurants={restaurants} />);
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    expect(field(/Forename/)).toHaveAccessibleDescription(
      'As on your booking Please enter your first name.',
    );
  });

  it('thanks the diner in their words, the code’s for a blank part', async () => {
    const user = userEvent.setup();
    withWording(contactWording, <EnquiryForm kind="contact" restaurants={restaurants} />);
    await user.type(field(/Forename/), 'Zoë');
    await user.type(field(/Last name/), "O'Neill");
    await user.type(field(/Email/), 'zoe@example.com');
    await user.selectOptions(select(/What is your message about/), 'Something else');
    await user.type(field(/How can we help/), 'Do you do gluten-free pizza?');
    await user.click(screen.getByRole('button', { name: 'Send it' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Grazie!');
    expect(thanks).toHaveTextContent('We will be in touch within a day.');
    expect(screen.getByRole('button', { name: 'Send another message' })).toBeInTheDocument();
  });

  it('offers the enquiry types from the content, in their order and words', () => {
    const enquiryTypes = offeredEnquiryTypes([
      { value: 'feedback', label: 'Tell us how it went' },
      { value: 'others', label: 'Anything else' },
    ]);
    withWording(
      {},
      <EnquiryForm kind="contact" restaurants={restaurants} enquiryTypes={enquiryTypes} />,
    );
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Please choose', 'Tell us how it went', 'Anything else']);
  });

  it('a group form without group bookings on the list starts at the first type offered', () => {
    const enquiryTypes = offeredEnquiryTypes([{ value: 'bookingEnquiries', label: 'Booking' }]);
    withWording(
      {},
      <EnquiryForm kind="groupBooking" restaurants={restaurants} enquiryTypes={enquiryTypes} />,
    );
    expect(select(/What is your message about/)).toHaveValue('bookingEnquiries');
  });

  it('with no wording in the content, says what the code says', () => {
    withWording(undefined, <EnquiryForm kind="groupBooking" restaurants={restaurants} />);
    expect(field(/First name/)).toBeInTheDocument();
    expect(field(/Email/)).toHaveAttribute('placeholder', 'name@example.com');
    expect(field(/Tell us about your group/)).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /group booking/i })[0]).toHaveTextContent(
      'A group booking',
    );
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formWordingSchema } from '@/lib/content';
import { FormLabels } from '@/lib/forms';
import { DetailsField } from './details-field';

// The booking details' fields are labelled in the editors' words ('Form wording',
// bookingDetails), found by each field's name; the code's label is the default.

function Fields() {
  const { register } = useForm();
  return (
    <>
      <DetailsField label="Mobile number" type="tel" registration={register('phoneNumber')} />
      <DetailsField label="Special requests" multiline registration={register('specialRequest')} />
    </>
  );
}

const withWording = (wording: unknown, children: ReactNode) =>
  render(
    <FormLabels shown placeholders wording={formWordingSchema.parse(wording)}>
      {children}
    </FormLabels>,
  );

describe("DetailsField in the editors' words", () => {
  it('takes its label, placeholder and help from the booking details’ wording', () => {
    withWording(
      {
        bookingDetails: {
          fields: {
            specialRequest: {
              label: 'Anything we should know?',
              placeholder: 'A high chair, a birthday…',
              help: 'We pass it to the restaurant.',
            },
          },
        },
      },
      <Fields />,
    );
    const request = screen.getByRole('textbox', { name: /Anything we should know\?/ });
    expect(request).toHaveAttribute('placeholder', 'A high chair, a birthday…');
    expect(request).toHaveAccessibleDescription('We pass it to the restaurant.');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute(
      'placeholder',
      '07700 900123',
    );
  });

  it('keeps the code’s words without them', () => {
    withWording(undefined, <Fields />);
    expect(screen.getByRole('textbox', { name: /Special requests/ })).not.toHaveAttribute(
      'placeholder',
    );
  });
});

import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formWordingSchema } from '@/lib/content';
import { FormLabels } from '@/lib/forms';
import { ApplicationThanks } from './application-thanks';
import { PersonalFields } from './personal-fields';

// The apply form's words are the editors' where the settings' 'Form wording' gives some.

const withWording = (wording: unknown, children: ReactNode) =>
  render(
    <FormLabels shown placeholders wording={formWordingSchema.parse(wording)}>
      {children}
    </FormLabels>,
  );

function Personal() {
  const form = useForm();
  return (
    <FormProvider {...form}>
      <PersonalFields />
    </FormProvider>
  );
}

describe("the job application in the editors' words", () => {
  it('labels the personal fields with theirs, the code’s for the rest', () => {
    withWording(
      { jobApplication: { fields: { secondName: { label: 'Surname', help: 'Family name' } } } },
      <Personal />,
    );
    expect(screen.getByRole('textbox', { name: /Surname/ })).toHaveAccessibleDescription(
      'Family name',
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
  });

  it('thanks the applicant in theirs, naming the restaurant where they wrote {restaurant}', () => {
    withWording(
      { jobApplication: { thanks: { text: 'The {restaurant} team will call you.' } } },
      <ApplicationThanks restaurant="London Soho" onClose={() => {}} />,
    );
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Thank you for your application.');
    expect(thanks).toHaveTextContent('The London Soho team will call you.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says what the code says without them', () => {
    withWording(undefined, <ApplicationThanks restaurant="London Soho" onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have e-mailed a copy of your application to the address you gave. The team at London Soho will be in touch.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field';
import { FormLabels } from './form-labels';

function Fields() {
  const { register } = useForm();
  return (
    <>
      <FormField label="First name" registration={register('firstName')} required />
      <FormField label="Email" type="email" registration={register('email')} required />
      <FormField
        label="Enquiry type"
        as="select"
        options={[{ value: '', label: 'Please choose' }]}
        registration={register('type')}
      />
    </>
  );
}

describe("the site settings 'Show form labels' and 'Show form placeholders'", () => {
  it('shows each label above its field, and no placeholder, when on', () => {
    render(
      <FormLabels shown>
        <Fields />
      </FormLabels>,
    );
    const name = screen.getByRole('textbox', { name: 'First name' });
    expect(name).not.toHaveAttribute('placeholder');
    expect((name as HTMLInputElement).labels![0]).toHaveClass('form-label');
    // 'Show form placeholders' (on by default): an example where the format matters.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'name@example.com',
    );
  });

  it("shows no examples when 'Show form placeholders' is off", () => {
    render(
      <FormLabels shown placeholders={false}>
        <Fields />
      </FormLabels>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('placeholder');
  });

  it('hides the labels on screen but keeps them as names, and shows them as placeholders, when off', () => {
    render(
      <FormLabels shown={false}>
        <Fields />
      </FormLabels>,
    );
    const name = screen.getByRole('textbox', { name: 'First name' });
    expect(name).toHaveAttribute('placeholder', 'First name');
    expect((name as HTMLInputElement).labels![0]).toHaveClass('visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'Email (name@example.com)',
    );
    // A select names itself by its prompt on screen; its label is still read out.
    const type = screen.getByRole('combobox', { name: 'Enquiry type' });
    expect(type).not.toHaveAttribute('placeholder');
  });
});

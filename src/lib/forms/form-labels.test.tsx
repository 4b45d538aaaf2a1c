import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field';
import { FormLabels } from './form-labels';

function Fields() {
  const { register } = useForm();
  return (
    <>
      <FormField label="First name" registration={register('firstName')} required />
      <FormField
        label="Enquiry type"
        as="select"
        options={[{ value: '', label: 'Please choose' }]}
        registration={register('type')}
      />
    </>
  );
}

describe("the site setting 'Show form labels'", () => {
  it('shows each label above its field, and no placeholder, when on', () => {
    render(
      <FormLabels shown>
        <Fields />
      </FormLabels>,
    );
    const name = screen.getByRole('textbox', { name: 'First name' });
    expect(name).not.toHaveAttribute('placeholder');
    expect((name as HTMLInputElement).labels![0]).toHaveClass('form-label');
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
    // A select names itself by its prompt on screen; its label is still read out.
    const type = screen.getByRole('combobox', { name: 'Enquiry type' });
    expect(type).not.toHaveAttribute('placeholder');
  });
});

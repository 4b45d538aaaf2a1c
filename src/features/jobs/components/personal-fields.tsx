import { useFormContext } from 'react-hook-form';
import { FormField, useFormWording } from '@/lib/forms';
import type { ApplicationFormValues } from './application-form-values';
import { useShownError } from './use-shown-error';

/**
 * Who is applying: e-mail, names and telephone, all required (spec 2 §3, §5); labelled in the
 * editors' words where the settings' 'Form wording' gives some.
 */
export function PersonalFields() {
  const { register } = useFormContext<ApplicationFormValues>();
  const words = useFormWording('jobApplication');
  const shown = useShownError();
  return (
    <>
      <FormField
        {...words.field('email', { label: 'Email' })}
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={shown('email')}
      />
      <div className="row">
        <div className="col-sm-6">
          <FormField
            {...words.field('firstName', { label: 'First name' })}
            required
            autoComplete="given-name"
            registration={register('firstName')}
            error={shown('firstName')}
          />
        </div>
        <div className="col-sm-6">
          <FormField
            {...words.field('secondName', { label: 'Second name' })}
            required
            autoComplete="family-name"
            registration={register('secondName')}
            error={shown('secondName')}
          />
        </div>
      </div>
      <FormField
        {...words.field('telephone', { label: 'Telephone' })}
        type="tel"
        required
        autoComplete="tel"
        registration={register('telephone')}
        error={shown('telephone')}
      />
    </>
  );
}

import { useFormContext } from 'react-hook-form';
import { FormField } from '@/lib/forms';
import type { ApplicationFormValues } from './application-form-values';
import { useShownError } from './use-shown-error';

/** Who is applying: e-mail, names and telephone, all required (spec 2 §3, §5). */
export function PersonalFields() {
  const { register } = useFormContext<ApplicationFormValues>();
  const shown = useShownError();
  return (
    <>
      <FormField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={shown('email')}
      />
      <div className="row">
        <div className="col-sm-6">
          <FormField
            label="First name"
            required
            autoComplete="given-name"
            registration={register('firstName')}
            error={shown('firstName')}
          />
        </div>
        <div className="col-sm-6">
          <FormField
            label="Second name"
            required
            autoComplete="family-name"
            registration={register('secondName')}
            error={shown('secondName')}
          />
        </div>
      </div>
      <FormField
        label="Telephone"
        type="tel"
        required
        autoComplete="tel"
        registration={register('telephone')}
        error={shown('telephone')}
      />
    </>
  );
}

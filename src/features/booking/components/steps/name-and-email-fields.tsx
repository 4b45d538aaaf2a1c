import type { UseFormRegisterReturn } from 'react-hook-form';
import { DetailsField } from './details-field';

type NameOrEmail = 'firstName' | 'lastName' | 'email';

/**
 * A diner's first and last name side by side, then their e-mail: the booking's details step and
 * the waitlist's form ask for them alike. `field` gives each its registration and shown error.
 */
export function NameAndEmailFields({
  field,
}: {
  field: (name: NameOrEmail) => { registration: UseFormRegisterReturn; error?: string };
}) {
  return (
    <>
      <div className="row">
        <div className="col-sm-6">
          <DetailsField
            label="First name"
            {...field('firstName')}
            autoComplete="given-name"
            required
          />
        </div>
        <div className="col-sm-6">
          <DetailsField
            label="Last name"
            {...field('lastName')}
            autoComplete="family-name"
            required
          />
        </div>
      </div>
      <DetailsField label="Email" type="email" {...field('email')} autoComplete="email" required />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField, FormField, RequiredNote, FormActions } from '@/lib/forms';
import { genderOptions, interestOptions } from '../customer.schema';
import type { CustomerPreferences } from '../customer-preferences';
import { customerCopy } from '../messages';
import { BirthdaySelects } from './birthday-selects';
import {
  formValuesOf,
  preferencesFormSchema,
  preferencesPostOf,
  type PreferencesFormValues,
} from './preferences-form-values';
import { SaveMessage } from './save-outcome';
import { SmsCodeForm } from './sms-code-form';
import { useCustomerSave } from './use-customer-save';

export interface PreferencesRestaurant {
  storeId: string;
  title: string;
}

interface PreferencesFormProps {
  customer: CustomerPreferences;
  restaurants: PreferencesRestaurant[];
  /** The hide-gender-preference setting (spec 2 §2). */
  hideGender: boolean;
}

/**
 * The preferences of a customer (spec 2 §2 "Preferences and choices"): name, favourite restaurant,
 * mobile number (needed only for texts), birthday, gender (unless the brand hides it), the SMS
 * opt-in and interests. Saving says whether it worked (spec 2 §4 "Preferences update").
 */
export function PreferencesForm({ customer, restaurants, hideGender }: PreferencesFormProps) {
  const onFile = customer.birthDate !== null;
  const [changingBirthday, setChangingBirthday] = useState(false);
  const [smsCodeSent, setSmsCodeSent] = useState(customer.smsCodeSent);
  const { register, handleSubmit, formState, control } = useForm<PreferencesFormValues>({
    resolver: zodResolver(preferencesFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(customer),
  });
  const saving = useCustomerSave('preferences', '/api/exponea/updateCustomerPreferences');
  const smsOptIn = useWatch({ control, name: 'websiteSmsOptIn' });
  const month = Number(useWatch({ control, name: 'birthMonth' })) || 0;
  const shown = (field: keyof PreferencesFormValues) =>
    formState.touchedFields[field] || formState.isSubmitted
      ? formState.errors[field]?.message
      : undefined;

  const send = handleSubmit(async (form) => {
    const keepBirthday = onFile && !changingBirthday;
    const result = await saving.save(
      preferencesPostOf(form, customer, { hideGender, keepBirthday }),
    );
    if (result.sent) setSmsCodeSent(saving.lastAnswer().smsCodeSent === true);
  });

  return (
    <>
      <form noValidate onSubmit={send} aria-busy={saving.sending}>
        <RequiredNote />
        <p className="text-body-secondary">
          Signed up as <strong>{customer.email}</strong>
        </p>
        <div className="row">
          <div className="col-md-6">
            <FormField
              label="First name"
              required
              autoComplete="given-name"
              registration={register('firstName')}
              error={shown('firstName')}
            />
          </div>
          <div className="col-md-6">
            <FormField
              label="Favourite restaurant"
              as="select"
              options={[
                { value: '', label: 'Please choose a restaurant' },
                ...restaurants.map((r) => ({ value: r.storeId, label: r.title })),
              ]}
              registration={register('favRestaurantCode')}
              error={shown('favRestaurantCode')}
            />
          </div>
        </div>
        <div className="row">
          <div className="col-md-6">
            <FormField
              label="Mobile number"
              type="tel"
              required={smsOptIn}
              autoComplete="tel"
              inputMode="tel"
              hint={smsOptIn ? undefined : 'Only needed if you want texts from us.'}
              registration={register('phoneNumber')}
              error={shown('phoneNumber')}
            />
          </div>
          {!hideGender && (
            <div className="col-md-6">
              <FormField
                label="Gender"
                as="select"
                options={[
                  { value: '', label: 'Please choose' },
                  ...genderOptions.map((gender) => ({ value: gender, label: gender })),
                ]}
                registration={register('gender')}
                error={shown('gender')}
              />
            </div>
          )}
        </div>
        {onFile && !changingBirthday ? (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">Birthday</legend>
            <p className="mb-1">{customerCopy.birthdayOnFile}</p>
            <button
              type="button"
              className="btn btn-link p-0"
              onClick={() => setChangingBirthday(true)}
            >
              {customerCopy.changeBirthday}
            </button>
          </fieldset>
        ) : (
          <BirthdaySelects
            legend="Birthday"
            hint={onFile ? customerCopy.removeBirthdayHint : undefined}
            month={String(month || '')}
            day={{ registration: register('birthDay'), error: shown('birthDay') }}
            monthPart={{ registration: register('birthMonth'), error: shown('birthMonth') }}
            year={{ registration: register('birthYear') }}
          />
        )}
        <CheckboxField
          label="Send me offers and news by text message"
          registration={register('websiteSmsOptIn')}
        />
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">What are you interested in?</legend>
          <div className="row row-cols-1 row-cols-md-2">
            {interestOptions.map((name) => (
              <div className="col" key={name}>
                <div className="form-check mb-2">
                  <input
                    id={`interest-${name}`}
                    type="checkbox"
                    className="form-check-input"
                    value={name}
                    {...register('interests')}
                  />
                  <label htmlFor={`interest-${name}`} className="form-check-label">
                    {name}
                  </label>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <FormActions
          label={customerCopy.save}
          sendingLabel={customerCopy.saving}
          sending={saving.sending}
          captchaEnabled={saving.captchaEnabled}
        />
        <SaveMessage outcome={saving.outcome} />
      </form>
      {smsCodeSent && <SmsCodeForm guid={customer.guid} />}
    </>
  );
}

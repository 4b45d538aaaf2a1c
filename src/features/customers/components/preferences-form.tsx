import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  CheckboxField,
  FormField,
  RequiredNote,
  postForm,
  messageSuccess,
  FormActions,
} from '@/lib/forms';
import { firstNameSchema } from '@/lib/validation';
import { birthDateOf, daysInMonth, defaultBirthYear, epochSecondsOf, isoDateOf } from '../birthday';
import {
  checkPreferences,
  customerMessages,
  genderOptions,
  interestOptions,
  optionalPhoneSchema,
} from '../customer.schema';
import type { CustomerPreferences } from '../customer-preferences';
import { customerCopy } from '../messages';
import { BirthdaySelects } from './birthday-selects';
import { SaveMessage } from './save-outcome';
import { useCustomerSave } from './use-customer-save';

export interface PreferencesRestaurant {
  storeId: string;
  title: string;
}

/** The preferences form in the browser (spec 2 §5 "Preferences form"). */
export const preferencesFormSchema = z
  .object({
    firstName: firstNameSchema,
    favRestaurantCode: z.string().max(40),
    phoneNumber: z.string().max(30),
    birthDay: z.string(),
    birthMonth: z.string(),
    birthYear: z.string(),
    gender: z.string(),
    websiteSmsOptIn: z.boolean(),
    interests: z.array(z.string()),
  })
  .superRefine((form, ctx) => {
    // The API's rules, on the values as the API will read them.
    const phone = optionalPhoneSchema.safeParse(form.phoneNumber);
    if (!phone.success) {
      for (const issue of phone.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: issue.message });
      }
    }
    checkPreferences({ ...form, phoneNumber: phone.success ? phone.data : form.phoneNumber }, ctx);
    // The birthday's selects: the API takes the date they make.
    const day = Number(form.birthDay);
    const month = Number(form.birthMonth);
    if (day && !month) {
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: customerMessages.chooseMonth });
    }
    if (month && !day) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: customerMessages.chooseDay });
    }
    if (day && month && day > daysInMonth(month)) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: customerMessages.noSuchDay });
    }
  });
type PreferencesFormValues = z.infer<typeof preferencesFormSchema>;

function formValuesOf(customer: CustomerPreferences): PreferencesFormValues {
  const [year = '', month = '', day = ''] =
    customer.birthDate === null ? [] : isoDateOf(customer.birthDate).split('-');
  return {
    firstName: customer.firstName,
    favRestaurantCode: customer.favRestaurantCode,
    phoneNumber: customer.phoneNumber,
    birthDay: day ? String(Number(day)) : '',
    birthMonth: month ? String(Number(month)) : '',
    birthYear: year && Number(year) !== defaultBirthYear ? year : '',
    gender: customer.gender,
    websiteSmsOptIn: customer.websiteSmsOptIn,
    interests: customer.interests.filter((interest) => interest.checked).map(({ name }) => name),
  };
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
    const day = Number(form.birthDay);
    const monthChosen = Number(form.birthMonth);
    await saving.save({
      guid: customer.guid,
      firstName: form.firstName,
      favRestaurantCode: form.favRestaurantCode,
      phoneNumber: form.phoneNumber,
      birthDate:
        day && monthChosen
          ? epochSecondsOf(
              birthDateOf({ day, month: monthChosen, year: Number(form.birthYear) || 0 }),
            )
          : null,
      gender: hideGender ? customer.gender : form.gender,
      websiteSmsOptIn: form.websiteSmsOptIn,
      interests: interestOptions.map((name) => ({ name, checked: form.interests.includes(name) })),
    });
  });

  return (
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
      <BirthdaySelects
        legend="Birthday"
        month={String(month || '')}
        day={{ registration: register('birthDay'), error: shown('birthDay') }}
        monthPart={{ registration: register('birthMonth'), error: shown('birthMonth') }}
        year={{ registration: register('birthYear') }}
      />
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
  );
}

/**
 * Unsubscribing from marketing e-mail (PECR: as easy as signing up), by the preference link's
 * guid; the one-click link in every marketing e-mail posts to the same address.
 */
export function UnsubscribeSection({ customer }: { customer: CustomerPreferences }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>(
    customer.websiteOptIn ? 'idle' : 'done',
  );
  const unsubscribe = async () => {
    setState('sending');
    const outcome = await postForm(
      `/api/unsubscribe/${encodeURIComponent(customer.guid)}`,
      {},
      { sent: messageSuccess },
    );
    setState(outcome.sent ? 'done' : 'failed');
  };
  return (
    <section
      id="unsubscribe"
      aria-labelledby="unsubscribe-heading"
      className="mt-5 pt-4 border-top"
    >
      <h2 id="unsubscribe-heading" className="h4">
        {customerCopy.unsubscribeHeading}
      </h2>
      {state === 'done' ? (
        <p role="status" className="alert alert-info">
          {customer.websiteOptIn ? customerCopy.unsubscribed : customerCopy.notSubscribed}
        </p>
      ) : (
        <>
          <p>{customerCopy.unsubscribeText}</p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={state === 'sending'}
            onClick={unsubscribe}
          >
            {customerCopy.unsubscribe}
          </button>
          {state === 'failed' && (
            <div role="alert" className="alert alert-danger mt-3">
              {customerCopy.unsubscribeFailed}
            </div>
          )}
        </>
      )}
    </section>
  );
}

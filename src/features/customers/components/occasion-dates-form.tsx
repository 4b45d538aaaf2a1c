import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFieldArray, useWatch, type Resolver } from 'react-hook-form';
import { CaptchaNotice } from '@/lib/captcha';
import type { CustomerPreferences } from '../customer-preferences';
import { daysInMonth } from '../birthday';
import { customerCopy } from '../messages';
import { OccasionDateRow } from './occasion-date-row';
import {
  firstProblem,
  occasionDatesFormSchema,
  type OccasionDatesFormValues,
} from './occasion-dates-form-values';
import { SaveMessage } from './save-outcome';
import { useCustomerSave } from './use-customer-save';

const maxOccasions = 10;

/**
 * The occasion dates of a customer (spec 2 §2; its shape is ours): up to ten rows of an occasion
 * kind from the brand's settings, a day and a month. An error sits on the occasion and field it is
 * about, and goes as soon as that field is fixed.
 */
export function OccasionDatesForm({
  customer,
  kinds,
}: {
  customer: CustomerPreferences;
  kinds: string[];
}) {
  const { register, handleSubmit, control, formState, setError, getValues, setValue } =
    useForm<OccasionDatesFormValues>({
      // The schema reads the selects' strings as numbers; the post is built from them below.
      resolver: zodResolver(
        occasionDatesFormSchema,
      ) as unknown as Resolver<OccasionDatesFormValues>,
      defaultValues: {
        occasionDates: customer.occasionDates.map(({ kind, day, month }) => ({
          kind,
          day: String(day),
          month: String(month),
        })),
      },
    });
  const { fields, append, remove } = useFieldArray({ control, name: 'occasionDates' });
  const rows = useWatch({ control, name: 'occasionDates' }) ?? [];
  const saving = useCustomerSave('occasionDates', '/api/exponea/updateOccasionDates');

  // A day the new month does not have is cleared, rather than kept where the list cannot show it.
  const monthChanged = (index: number, month: string) => {
    const day = Number(getValues(`occasionDates.${index}.day`));
    if (day && Number(month) && day > daysInMonth(Number(month))) {
      setValue(`occasionDates.${index}.day`, '', { shouldValidate: formState.isSubmitted });
    }
  };

  const send = handleSubmit(async (form) => {
    const result = await saving.save({
      guid: customer.guid,
      occasionDates: form.occasionDates.map(({ kind, day, month }) => ({
        kind,
        day: Number(day),
        month: Number(month),
      })),
    });
    if (result.sent) return;
    for (const issue of result.issues) {
      const match = /^occasionDates\.(\d+)\.(kind|day|month)$/.exec(issue.field);
      if (match) {
        setError(`occasionDates.${Number(match[1])}.${match[2] as 'kind' | 'day' | 'month'}`, {
          message: issue.message,
        });
      }
    }
  });

  const problem = firstProblem(formState.errors);
  return (
    <form noValidate onSubmit={send} aria-busy={saving.sending}>
      {fields.length === 0 && <p className="text-body-secondary">{customerCopy.noOccasions}</p>}
      <ol className="list-unstyled">
        {fields.map((field, index) => (
          <OccasionDateRow
            key={field.id}
            index={index}
            kinds={kinds}
            month={rows[index]?.month ?? ''}
            register={register}
            onMonthChange={(month) => monthChanged(index, month)}
            errors={formState.errors}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => append({ kind: kinds[0] ?? '', day: '', month: '' })}
          disabled={fields.length >= maxOccasions}
        >
          {customerCopy.addOccasion}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving.sending}>
          {saving.sending ? customerCopy.saving : customerCopy.save}
        </button>
      </div>
      {saving.captchaEnabled && <CaptchaNotice />}
      {problem && (
        <div role="alert" className="alert alert-danger mt-3">
          {problem}
        </div>
      )}
      <SaveMessage outcome={saving.outcome} />
    </form>
  );
}

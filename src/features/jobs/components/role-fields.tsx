import { useFormContext } from 'react-hook-form';
import { CheckboxField, FormField } from '@/lib/forms';
import {
  endDatesEnabled,
  endYears,
  months,
  setCurrentRole,
  startYears,
  type ExperienceFormEntry,
} from '../jobs.schema';
import { applyCopy } from '../messages';
import type { ApplicationFormValues } from './application-form-values';
import { useShownError } from './use-shown-error';

const monthOptions = [
  { value: '', label: applyCopy.chooseMonth },
  ...months.map((month) => ({ value: String(month.value), label: month.label })),
];
const yearOptions = (years: number[]) => [
  { value: '', label: applyCopy.chooseYear },
  ...years.map((year) => ({ value: String(year), label: String(year) })),
];
/** A select gives text: the form holds a month or a year as a number, or '' until chosen. */
const asNumber = {
  setValueAs: (value: unknown) => (value === '' || value == null ? '' : Number(value)),
};

/**
 * One role of the work experience (spec 2 §3 "Work experience entry"), a group named 'Role n'.
 * The end month and year open once a start month and year are chosen, are closed and emptied by
 * 'This is my current role', and offer the years from the start year to this year.
 */
export function RoleFields({ index, entry }: { index: number; entry: ExperienceFormEntry }) {
  const { register, getValues, setValue, clearErrors } = useFormContext<ApplicationFormValues>();
  const shown = useShownError();
  const path = `experience.${index}` as const;
  const endsOpen = endDatesEnabled(entry);
  // Closed end dates show no error: the start dates' errors, or the current role, say why.
  const endRequired = !entry.isCurrentRole;

  // The date order is checked under the end year, whichever date changes.
  const dated = { ...asNumber, deps: `${path}.toYear` as const };
  const fromYear = register(`${path}.fromYear`, {
    ...dated,
    // An end year before the new start year is no longer a choice.
    onChange: () => {
      const role = getValues(path);
      if (role.toYear !== '' && !endYears(role.fromYear).includes(role.toYear)) {
        setValue(`${path}.toYear`, '');
      }
    },
  });
  const currentRole = register(`${path}.isCurrentRole`, {
    onChange: (event: { target: { checked: boolean } }) => {
      const isCurrent = event.target.checked;
      setValue(path, setCurrentRole(getValues(path), isCurrent));
      if (isCurrent) clearErrors([`${path}.toMonth`, `${path}.toYear`]);
    },
  });

  return (
    <fieldset className="border rounded-2 px-3 pt-2 mb-3">
      <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-0">
        {applyCopy.role(index + 1)}
      </legend>
      <div className="row">
        <div className="col-sm-6">
          <FormField
            label="Employer"
            required
            autoComplete="organization"
            registration={register(`${path}.employer`)}
            error={shown(`${path}.employer`)}
          />
        </div>
        <div className="col-sm-6">
          <FormField
            label="Job title"
            required
            autoComplete="organization-title"
            registration={register(`${path}.jobTitle`)}
            error={shown(`${path}.jobTitle`)}
          />
        </div>
      </div>
      <div className="row">
        <div className="col-6">
          <FormField
            label="Start month"
            as="select"
            required
            options={monthOptions}
            registration={register(`${path}.fromMonth`, dated)}
            error={shown(`${path}.fromMonth`)}
          />
        </div>
        <div className="col-6">
          <FormField
            label="Start year"
            as="select"
            required
            options={yearOptions(startYears())}
            registration={fromYear}
            error={shown(`${path}.fromYear`)}
          />
        </div>
      </div>
      <CheckboxField label={applyCopy.currentRole} registration={currentRole} />
      <div className="row">
        <div className="col-6">
          <FormField
            label="End month"
            as="select"
            required={endRequired}
            options={monthOptions}
            registration={{ ...register(`${path}.toMonth`, dated), disabled: !endsOpen }}
            error={endsOpen ? shown(`${path}.toMonth`) : undefined}
          />
        </div>
        <div className="col-6">
          <FormField
            label="End year"
            as="select"
            required={endRequired}
            options={yearOptions(endYears(entry.fromYear))}
            registration={{ ...register(`${path}.toYear`, asNumber), disabled: !endsOpen }}
            error={endsOpen ? shown(`${path}.toYear`) : undefined}
          />
        </div>
      </div>
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';
import { CaptchaNotice } from '@/lib/captcha';
import { occasionDatesSchema } from '../customer.schema';
import type { CustomerPreferences } from '../customer-preferences';
import { dayOptions, monthOptions } from '../date-options';
import { customerCopy } from '../messages';
import { SaveMessage } from './save-outcome';
import { useCustomerSave } from './use-customer-save';

const maxOccasions = 10;

interface Row {
  /** A stable key for React while rows come and go. */
  key: number;
  kind: string;
  day: string;
  month: string;
}

/**
 * The occasion dates of a customer (spec 2 §2; its shape is ours): up to ten rows of an occasion
 * kind from the brand's settings, a day and a month.
 */
export function OccasionDatesForm({
  customer,
  kinds,
}: {
  customer: CustomerPreferences;
  kinds: string[];
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    customer.occasionDates.map((date, key) => ({
      key,
      kind: date.kind,
      day: String(date.day),
      month: String(date.month),
    })),
  );
  const [nextKey, setNextKey] = useState(customer.occasionDates.length);
  const [invalid, setInvalid] = useState<string | null>(null);
  const saving = useCustomerSave('occasionDates', '/api/exponea/updateOccasionDates');

  const change = (key: number, field: 'kind' | 'day' | 'month', value: string) =>
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  const add = () => {
    setRows((current) => [...current, { key: nextKey, kind: kinds[0] ?? '', day: '', month: '' }]);
    setNextKey((key) => key + 1);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const post = {
      guid: customer.guid,
      occasionDates: rows.map((row) => ({
        kind: row.kind,
        day: Number(row.day) || 0,
        month: Number(row.month) || 0,
      })),
    };
    const checked = occasionDatesSchema.safeParse(post);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? customerCopy.saveFailed);
      return;
    }
    setInvalid(null);
    await saving.save(post);
  };

  return (
    <form noValidate onSubmit={send} aria-busy={saving.sending}>
      {rows.length === 0 && <p className="text-body-secondary">{customerCopy.noOccasions}</p>}
      <ol className="list-unstyled">
        {rows.map((row, index) => {
          const id = `occasion-${row.key}`;
          return (
            <li key={row.key} className="row g-2 align-items-end mb-3 pb-3 border-bottom">
              <div className="col-12 col-md-4">
                <label htmlFor={`${id}-kind`} className="form-label">
                  Occasion {index + 1}
                </label>
                <select
                  id={`${id}-kind`}
                  className="form-select"
                  value={row.kind}
                  onChange={(event) => change(row.key, 'kind', event.target.value)}
                >
                  <option value="">Please choose</option>
                  {kinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {kind}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-4 col-md-2">
                <label htmlFor={`${id}-day`} className="form-label">
                  Day
                </label>
                <select
                  id={`${id}-day`}
                  className="form-select"
                  value={row.day}
                  onChange={(event) => change(row.key, 'day', event.target.value)}
                >
                  <option value="">Day</option>
                  {dayOptions(row.month).map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-8 col-md-3">
                <label htmlFor={`${id}-month`} className="form-label">
                  Month
                </label>
                <select
                  id={`${id}-month`}
                  className="form-select"
                  value={row.month}
                  onChange={(event) => change(row.key, 'month', event.target.value)}
                >
                  <option value="">Month</option>
                  {monthOptions.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-12 col-md-3">
                <button
                  type="button"
                  className="btn btn-outline-secondary w-100"
                  onClick={() => remove(row.key)}
                >
                  Remove<span className="visually-hidden"> occasion {index + 1}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={add}
          disabled={rows.length >= maxOccasions}
        >
          {customerCopy.addOccasion}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving.sending}>
          {saving.sending ? customerCopy.saving : customerCopy.save}
        </button>
      </div>
      {saving.captchaEnabled && <CaptchaNotice />}
      {invalid && (
        <div role="alert" className="alert alert-danger mt-3">
          {invalid}
        </div>
      )}
      <SaveMessage outcome={saving.outcome} />
    </form>
  );
}

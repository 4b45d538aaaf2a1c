import { useId } from 'react';
import { Heading } from '@/lib/ui';
import { jobCategories, jobTypes, type JobCategory } from '../jobs.types';
import {
  isDefaultFilters,
  jobTitleChoices,
  jobTypeLabels,
  type JobFilters,
} from '../utils/job-filters';
import styles from './job-search.module.scss';

interface JobFiltersPanelProps {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  onReset: () => void;
}

const titleChoices = jobTitleChoices();

/** A job type's checkbox id: the type's words joined by hyphens, as an HTML id has no spaces. */
const typeCheckboxId = (id: string, type: string) => `${id}-${type.replace(/\s+/g, '-')}`;

/** The filters (spec 2 §2, §4): job type, job title and role; each applies as it changes. */
export function JobFiltersPanel({ filters, onChange, onReset }: JobFiltersPanelProps) {
  const id = useId();
  const toggleType = (type: (typeof jobTypes)[number], ticked: boolean) =>
    onChange({
      ...filters,
      jobTypes: jobTypes.filter((each) =>
        each === type ? ticked : filters.jobTypes.includes(each),
      ),
    });
  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <Heading depth={1} id={`${id}-title`} className={styles.filtersTitle}>
        Filter jobs
      </Heading>
      <div className="row">
        <fieldset className="col-12">
          <legend>Job type</legend>
          {jobTypes.map((type) => (
            <div key={type} className="form-check form-check-inline">
              <input
                id={typeCheckboxId(id, type)}
                type="checkbox"
                className="form-check-input"
                checked={filters.jobTypes.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
              <label htmlFor={typeCheckboxId(id, type)} className="form-check-label">
                {jobTypeLabels[type]}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-sm-6 col-lg-12 mb-3">
          <label htmlFor={`${id}-title-filter`} className="form-label">
            Job title
          </label>
          <select
            id={`${id}-title-filter`}
            className="form-select"
            value={filters.jobTitle}
            onChange={(event) => onChange({ ...filters, jobTitle: event.target.value })}
          >
            <option value="">All job titles</option>
            {titleChoices.map((choice) => (
              <optgroup key={choice.group} label={choice.label}>
                {choice.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-lg-12 mb-3">
          <label htmlFor={`${id}-role`} className="form-label">
            Role
          </label>
          <select
            id={`${id}-role`}
            className="form-select"
            value={filters.category}
            onChange={(event) =>
              onChange({ ...filters, category: event.target.value as JobCategory | '' })
            }
          >
            <option value="">All roles</option>
            {jobCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!isDefaultFilters(filters) && (
        <button type="button" className="btn btn-link px-0" onClick={onReset}>
          Clear filters
        </button>
      )}
    </section>
  );
}

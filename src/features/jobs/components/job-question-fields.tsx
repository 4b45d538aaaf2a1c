import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/lib/forms';
import type { JobQuestion } from '../jobs.types';
import type { ApplicationFormValues } from './application-form-values';
import { useShownError } from './use-shown-error';

/** The job's own questions, in its order (spec 2 §3 "Job question"). */
export function JobQuestionFields({ questions }: { questions: readonly JobQuestion[] }) {
  return questions.map((question, index) => (
    <JobQuestionField key={question.id} question={question} index={index} />
  ));
}

/**
 * One question: text in a box labelled by the question; a yes/no or single choice as radios, a
 * multiple choice as boxes, in a group named by the question. A mandatory one has the asterisk;
 * its error is read out with each of its options.
 */
function JobQuestionField({ question, index }: { question: JobQuestion; index: number }) {
  const { register } = useFormContext<ApplicationFormValues>();
  const shown = useShownError();
  const id = useId();
  const name = `answers.${index}` as const;
  const error = shown(name);
  if (question.type === 'TEXT') {
    return (
      <FormField
        label={question.text}
        as="textarea"
        rows={3}
        required={question.is_mandatory}
        registration={register(name)}
        error={error}
      />
    );
  }
  const multiple = question.type === 'MULTIPLE_CHOICE';
  const errorId = `${id}-error`;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">
        {question.text}
        {question.is_mandatory && (
          <>
            <span className="text-danger" aria-hidden="true">
              {' *'}
            </span>
            {/* A radio says it is required itself; a group of boxes cannot. */}
            {multiple && <span className="visually-hidden"> (required)</span>}
          </>
        )}
      </legend>
      {(question.options ?? []).map((option, position) => (
        <div
          key={option.id}
          className={`form-check${question.type === 'YES_NO' ? ' form-check-inline' : ''}`}
        >
          <input
            id={`${id}-${position}`}
            type={multiple ? 'checkbox' : 'radio'}
            value={option.id}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            required={!multiple && question.is_mandatory}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register(name)}
          />
          <label htmlFor={`${id}-${position}`} className="form-check-label">
            {option.label}
          </label>
        </div>
      ))}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

import { useEffect, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField, useFormWording } from '@/lib/forms';
import {
  hasResumeExtension,
  jobsMessages,
  maxResumeBytes,
  resumeExtensions,
  type ResumeUpload,
} from '../jobs.schema';
import { applyCopy } from '../messages';
import type { ApplicationFormValues } from './application-form-values';
import { useShownError } from './use-shown-error';

/** Why a chosen file cannot be the CV, before anything is read of it; null when it can. */
function refusalOf(file: File): string | null {
  if (!hasResumeExtension(file.name)) return jobsMessages.resumeFormat;
  if (file.size > maxResumeBytes) return jobsMessages.resumeTooLarge;
  if (file.size === 0) return jobsMessages.resumeEmpty;
  return null;
}

/**
 * The CV upload (spec 2 §5 "resume"): a .pdf or .docx of at most 5 MB. A file of another type,
 * too large or empty is refused as it is chosen. The form keeps the chosen file itself, never
 * read here: it is sent as a file part of a multipart post (`jobApplicationReading.fileField`),
 * which the server checks as it arrives; its refusal shows here too.
 */
export function CvField() {
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  // A controller, not `register`: the form holds what was read, never the input's FileList.
  const { field } = useController({ control, name: 'resume' });
  const problem = useWatch({ control, name: 'resumeProblem' });
  const shown = useShownError();
  const input = useRef<HTMLInputElement | null>(null);
  // The editors' label and help ('Form wording'); the file chosen is always named under them.
  const wording = useFormWording('jobApplication').field('resume', {
    label: applyCopy.cvLabel,
    hint: applyCopy.cvHint,
  });

  // 'Clear form' empties the form's value; the input forgets its file too.
  useEffect(() => {
    if (!field.value && !problem && input.current) input.current.value = '';
  }, [field.value, problem]);

  const keep = (resume: ResumeUpload | null, refusal: string) => {
    setValue('resumeProblem', refusal);
    setValue('resume', resume, { shouldTouch: true, shouldDirty: true, shouldValidate: true });
  };

  const choose = (chooser: HTMLInputElement) => {
    const file = chooser.files?.[0];
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) return keep(null, refusal);
    keep({ name: file.name, contentType: file.type, content: file }, '');
  };

  return (
    <FormField
      label={wording.label}
      type="file"
      accept={resumeExtensions.join(',')}
      required
      hint={
        <>
          {wording.hint}
          {field.value && <span className="d-block">{applyCopy.cvChosen(field.value.name)}</span>}
        </>
      }
      registration={{
        name: field.name,
        onChange: async (event) => choose(event.target as HTMLInputElement),
        onBlur: async () => field.onBlur(),
        ref: (element: HTMLInputElement | null) => {
          input.current = element;
          field.ref(element);
        },
      }}
      error={shown('resume')}
    />
  );
}

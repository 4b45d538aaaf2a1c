import { useEffect, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/lib/forms';
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

/** The file as the API takes it: its name, its type, and its bytes in base64. */
function readResume(file: File): Promise<ResumeUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        name: file.name,
        contentType: file.type,
        content: String(reader.result).replace(/^data:[^,]*,/, ''),
      });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The CV upload (spec 2 §5 "resume"): a .pdf or .docx of at most 5 MB. A file of another type,
 * too large or empty is refused as it is chosen, without being read; the server also checks what
 * the file holds, and its refusal shows here too.
 */
export function CvField() {
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  // A controller, not `register`: the form holds what was read, never the input's FileList.
  const { field } = useController({ control, name: 'resume' });
  const problem = useWatch({ control, name: 'resumeProblem' });
  const shown = useShownError();
  const input = useRef<HTMLInputElement | null>(null);
  const latest = useRef(0);

  // 'Clear form' empties the form's value; the input forgets its file too.
  useEffect(() => {
    if (!field.value && !problem && input.current) input.current.value = '';
  }, [field.value, problem]);

  const keep = (resume: ResumeUpload | null, refusal: string) => {
    setValue('resumeProblem', refusal);
    setValue('resume', resume, { shouldTouch: true, shouldDirty: true, shouldValidate: true });
  };

  const choose = async (chooser: HTMLInputElement) => {
    const file = chooser.files?.[0];
    if (!file) return;
    const choice = ++latest.current;
    const refusal = refusalOf(file);
    if (refusal) return keep(null, refusal);
    try {
      const resume = await readResume(file);
      if (choice === latest.current) keep(resume, '');
    } catch {
      if (choice === latest.current) keep(null, jobsMessages.resumeFormat);
    }
  };

  return (
    <FormField
      label={applyCopy.cvLabel}
      type="file"
      accept={resumeExtensions.join(',')}
      required
      hint={
        <>
          {applyCopy.cvHint}
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

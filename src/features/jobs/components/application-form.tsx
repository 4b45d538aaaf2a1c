import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import {
  FormActions,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  useFormWording,
} from '@/lib/forms';
import { Heading } from '@/lib/ui';
// Not through @/lib/ui: only pages that open a dialog load its code and styles.
import { SiteDialog } from '@/lib/ui/dialog/site-dialog';
import type { JobApplicationInput } from '../jobs.schema';
import { flagIsSet, type Job } from '../jobs.types';
import { applyCopy } from '../messages';
import {
  applicationFields,
  emptyApplication,
  type ApplicationFormValues,
} from './application-form-values';
import { applicationResolver, formFieldOf } from './application-payload';
import { jobApplicationReading } from './apply-failure';
import { CvField } from './cv-field';
import { JobQuestionFields } from './job-question-fields';
import { PersonalFields } from './personal-fields';
import { WorkExperienceFields } from './work-experience-fields';

type Field = FieldPath<ApplicationFormValues>;

/**
 * The application form of one job (spec 2 §2, §4, §5): the applicant, a CV and work experience
 * when the job asks for them, and its questions, checked in the browser by the schema
 * POST /api/jobs/application checks with. A failed send opens the error modal with the server's
 * message (spec 2 §8); its 'OK' brings the applicant back to the first field to correct, or to
 * the message. 'Clear form' empties everything, leaving one empty role.
 */
export function ApplicationForm({ job, onSent }: { job: Job; onSent: () => void }) {
  const resolver = useMemo(() => applicationResolver(job), [job]);
  const form = useForm<ApplicationFormValues, unknown, JobApplicationInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyApplication(job),
  });
  const { handleSubmit, reset, setError, setFocus, getValues } = form;
  const words = useFormWording('jobApplication');
  const submission = useFormSubmission(
    'jobApplication',
    '/api/jobs/application',
    jobApplicationReading,
  );
  const { formProps, errorRef } = useFormProgress(submission);
  const questionsHeadingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // Where the focus goes when the error modal closes: a field the server refused, or the message.
  const returnTo = useRef<Field | 'message' | null>(null);

  useEffect(() => {
    if (failure !== null || !returnTo.current) return;
    if (returnTo.current === 'message') errorRef.current?.focus();
    else setFocus(returnTo.current);
    returnTo.current = null;
  }, [failure, errorRef, setFocus]);

  const send = async (payload: JobApplicationInput) => {
    const outcome = await submission.submit({ ...payload });
    if (outcome.sent) return onSent();
    const fields = applicationFields(job, getValues()) as Field[];
    const issues = outcome.issues.flatMap((issue) => {
      const field = formFieldOf(job, payload, issue.field) as Field | null;
      return field && fields.includes(field) ? [{ field, message: issue.message }] : [];
    });
    showServerIssues(issues, fields, setError);
    returnTo.current = issues[0]?.field ?? 'message';
    setFailure(outcome.message);
  };

  const clear = () => {
    reset(emptyApplication(job));
    submission.again();
  };

  return (
    <FormProvider {...form}>
      <form {...formProps} onSubmit={(event) => handleSubmit(send)(event)}>
        <RequiredNote />
        <PersonalFields />
        {flagIsSet(job.cvRequired) && <CvField />}
        {flagIsSet(job.workExperienceRequired) && <WorkExperienceFields />}
        {job.questions.length > 0 && (
          <section aria-labelledby={questionsHeadingId}>
            <Heading id={questionsHeadingId} className="h5 mt-4">
              {applyCopy.questionsHeading}
            </Heading>
            <JobQuestionFields questions={job.questions} />
          </section>
        )}
        <FormActions
          label={words.button(applyCopy.sendApplication)}
          sendingLabel={applyCopy.sending}
          sending={submission.phase === 'sending'}
          captchaEnabled={submission.captchaEnabled}
          // Shown once the error modal is closed, so it is read out once at a time.
          error={failure === null ? submission.error : null}
          errorRef={errorRef}
        >
          <button type="button" className="btn btn-outline-primary btn-lg" onClick={clear}>
            {applyCopy.clearForm}
          </button>
        </FormActions>
      </form>
      <SiteDialog
        id="job-apply-error"
        open={failure !== null}
        title={applyCopy.errorTitle}
        onClose={() => setFailure(null)}
      >
        {failure !== null && <p role="alert">{failure}</p>}
        <button type="button" className="btn btn-primary" onClick={() => setFailure(null)}>
          {applyCopy.ok}
        </button>
      </SiteDialog>
    </FormProvider>
  );
}

// The browser half of the form pipeline: fields, the spec's flags, and posting. The server half
// (rate limit, captcha, parse, one transaction) is ./server.ts.
export { CheckboxField } from './checkbox-field';
export { FormActions } from './form-actions';
export { FormField, RequiredNote } from './form-field';
export { FormLabels } from './form-labels';
export { FormThanks } from './form-thanks';
export {
  formWordsOf,
  useFormWording,
  type FieldWords,
  type FormWords,
  type ThanksWords,
} from './form-wording';
export { fieldFlags, type FieldFlags } from './field-flags';
export { formDataOf, formValuesPart, type FormFile } from './form-data';
export {
  formMessages,
  messageSuccess,
  postForm,
  statusCodeOk,
  type FailureMessage,
  type FormOutcome,
  type FormRefusal,
  type PostFormOptions,
  type SentCheck,
} from './post-form';
export { useFormSubmission, type FormPhase } from './use-form-submission';
export { showServerIssues, useFormProgress } from './use-form-progress';

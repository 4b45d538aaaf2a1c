// The jobs feature's client-safe API: the vacancy types, the application schema, the job search,
// the job page and the apply modal. Server code imports ../jobs.schema directly, never this file (it holds components).
export { ApplyModal } from './components/apply-modal';
export {
  flagIsSet,
  jobCategories,
  jobCategoryImages,
  jobQuestionTypes,
  jobTypeGroups,
  jobTypes,
  type Job,
  type JobCategory,
  type JobFlag,
  type JobQuestion,
  type JobQuestionOption,
  type JobQuestionType,
  type JobType,
  type JobTypeGroup,
} from './jobs.types';
export {
  addExperience,
  answerProblem,
  applicationSchema,
  applicationSchemaFor,
  emptyExperience,
  endDatesEnabled,
  endYears,
  experienceEntrySchema,
  hasResumeExtension,
  initialExperience,
  jobsMessages,
  maxResumeBytes,
  months,
  removeLastExperience,
  resumeExtensions,
  setCurrentRole,
  startsBeforeEnd,
  startYears,
  startYearWindow,
  type ApplicationRequirements,
  type ExperienceEntry,
  type ExperienceFormEntry,
  type JobApplication,
  type JobApplicationInput,
  type QuestionAnswer,
  type ResumeUpload,
} from './jobs.schema';
export { JobSearch, jobsPageSize, type JobSearchProps } from './components/job-search';
export { jobRoleOf, jobRolePath, jobRoles, type JobRole, type JobRoleSlug } from './job-roles';
export {
  defaultJobFilters,
  filterJobs,
  filtersForRole,
  sortJobs,
  type JobFilters,
} from './utils/job-filters';
export { JobDetails, type JobPlace } from './components/job-details';
export { jobErrors, type JobErrorCode } from './job-errors';
export { applyCopy, jobCopy, jobCountText, jobSearchMessages } from './messages';

import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JobQuestion } from '../jobs.types';
import type { ExperienceEntry, QuestionAnswer } from '../jobs.schema';

/** PostgreSQL bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The vacancies of the embedded jobs service (ARCHITECTURE §5), one per restaurant and role. */
export const jobs = pgTable(
  'jobs',
  {
    jobId: text('job_id').primaryKey(),
    name: text('name').notNull(),
    positionUniqueName: text('position_unique_name').notNull(),
    category: text('category').notNull(),
    jobType: text('job_type').notNull(),
    jobTypeGroup: text('job_type_group').notNull(),
    storeId: text('store_id').notNull(),
    description: text('description').notNull(),
    cvRequired: boolean('cv_required').notNull(),
    workExperienceRequired: boolean('work_experience_required').notNull(),
    questions: jsonb('questions').$type<JobQuestion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_store_idx').on(table.storeId)],
);

/**
 * Every application, with its CV, whatever the provider (an applicant-tracking system gets its
 * copy in the same transaction). The CV is never served publicly. One application per e-mail
 * address and job (code 14), whatever the case of the address.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name').notNull(),
    telephone: text('telephone').notNull(),
    experience: jsonb('experience').$type<ExperienceEntry[]>().notNull(),
    answers: jsonb('answers').$type<QuestionAnswer[]>().notNull(),
    resumeName: text('resume_name'),
    resumeContentType: text('resume_content_type'),
    resume: bytea('resume'),
    /** When the applicant-tracking system took it (null with the embedded provider). */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** The applicant-tracking system's id for it. */
    atsReference: text('ats_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_applications_job_email_unique').on(table.jobId, sql`lower(${table.email})`),
    index('job_applications_created_idx').on(table.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type JobApplicationRow = typeof jobApplications.$inferSelect;

import { composeMail, type MailDetail, type MailMessage } from '@/lib/mail';
import { months, type JobApplication } from '../jobs.schema';
import type { Job } from '../jobs.types';
import type { CheckedResume } from './resume-check';

/** Where an application's copy goes: the restaurant's hiring contact. */
export interface HiringContact {
  email: string;
  /** Who the applicant's acknowledgement says it went to. */
  name: string;
}

const monthName = (month: number | undefined) =>
  months.find((candidate) => candidate.value === month)?.label ?? '';

function experienceLines(application: JobApplication): MailDetail[] {
  return application.experience.map((entry, index) => ({
    label: `Experience ${index + 1}`,
    value: `${entry.jobTitle} at ${entry.employer}, ${monthName(entry.fromMonth)} ${entry.fromYear} to ${
      entry.isCurrentRole ? 'now' : `${monthName(entry.toMonth)} ${entry.toYear}`
    }`,
  }));
}

function answerLines(application: JobApplication, job: Job): MailDetail[] {
  return job.questions.flatMap((question) => {
    const answer = application.questions.find((entry) => entry.id === question.id)?.answer;
    if (answer === undefined || answer.length === 0) return [];
    const labels =
      typeof answer === 'string'
        ? answer
        : answer
            .map((id) => question.options?.find((option) => option.id === id)?.label ?? id)
            .join(', ');
    return [{ label: question.text, value: labels }];
  });
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The two e-mails of an application: the hiring contact's copy (replies go to the applicant) with
 * everything but the CV's bytes, which stay stored with the application; and the applicant's
 * acknowledgement.
 */
export function applicationEmails(
  application: JobApplication,
  job: Job,
  resume: CheckedResume | null,
  contact: HiringContact,
  applicationId: string,
): MailMessage[] {
  const applicant = `${application.firstName} ${application.secondName}`;
  const details: MailDetail[] = [
    { label: 'Job', value: `${job.positionUniqueName} (${job.jobType})` },
    { label: 'Applicant', value: `${applicant} <${application.email}>` },
    { label: 'Telephone', value: application.telephone },
    ...experienceLines(application),
    ...answerLines(application, job),
  ];
  const hiringSubject = `Job application: ${job.positionUniqueName} from ${applicant}`;
  const ackSubject = `Your application for ${job.name}`;
  return [
    {
      to: contact.email,
      replyTo: application.email,
      subject: hiringSubject,
      ...composeMail({
        subject: hiringSubject,
        greeting: 'Hello,',
        paragraphs: [
          `${applicant} applied for ${job.positionUniqueName} through the website. Reply to ${application.email} to answer them (replying to this e-mail does).`,
          resume
            ? `Their CV (${resume.name}, ${sizeOf(resume.content.length)}) is stored with the application, reference ${applicationId}; it is not attached to this e-mail.`
            : `This job asks for no CV. The application's reference is ${applicationId}.`,
        ],
        details,
      }),
    },
    {
      to: application.email,
      subject: ackSubject,
      ...composeMail({
        subject: ackSubject,
        greeting: `Hi ${application.firstName},`,
        paragraphs: [
          `Thank you for applying for ${job.positionUniqueName}. Your application has gone to ${contact.name}, who will be in touch if you are shortlisted.`,
          'What you sent:',
        ],
        details: details.filter((detail) => detail.label !== 'Applicant'),
      }),
    },
  ];
}

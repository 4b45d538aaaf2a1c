import { pinClock } from '@/lib/clock';
import { jobsMessages, maxResumeBytes } from '../jobs.schema';
import { jobFixture, questionFixtures as q } from '../testing/job-fixture';
import {
  applicationFields,
  emptyApplication,
  type ApplicationFormValues,
} from './application-form-values';
import { checkApplication, formFieldOf, toApplicationPayload } from './application-payload';

let restore: () => void;
beforeAll(() => {
  restore = pinClock('2026-06-15T12:00:00Z');
});
afterAll(() => restore());

const job = jobFixture({
  cvRequired: 'True',
  workExperienceRequired: 'True',
  questions: [q.rightToWork, q.shifts, q.weekends, q.noticePeriod, q.whyUs],
});
const resume = { name: 'Aoife CV.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQK' };

/** A complete form for `job`: a current role, and every mandatory question answered. */
const filled = (): ApplicationFormValues => ({
  email: 'aoife.o@example.com',
  firstName: 'Aoife',
  secondName: "O'Brien",
  telephone: '+44 7700 900123',
  resume,
  resumeProblem: '',
  experience: [
    {
      id: 1,
      employer: 'Trattoria Roma',
      jobTitle: 'Commis Chef',
      fromMonth: 3,
      fromYear: 2019,
      toMonth: 8,
      toYear: 2022,
      isCurrentRole: false,
    },
    {
      id: 2,
      employer: 'Bella Vista',
      jobTitle: 'Chef de Partie',
      fromMonth: 9,
      fromYear: 2022,
      toMonth: '',
      toYear: '',
      isCurrentRole: true,
    },
  ],
  answers: ['yes', 'evenings', ['sat', 'sun'], 'Two weeks', '  '],
});

describe('toApplicationPayload (spec 2 §3 "Job application payload")', () => {
  it('sends the CV, the experience without its ids, and every answer given', () => {
    expect(toApplicationPayload(job, filled())).toEqual({
      jobId: '1017-chef-de-partie',
      email: 'aoife.o@example.com',
      firstName: 'Aoife',
      secondName: "O'Brien",
      telephone: '+44 7700 900123',
      resume,
      experience: [
        {
          employer: 'Trattoria Roma',
          jobTitle: 'Commis Chef',
          fromMonth: 3,
          fromYear: 2019,
          toMonth: 8,
          toYear: 2022,
          isCurrentRole: false,
        },
        {
          employer: 'Bella Vista',
          jobTitle: 'Chef de Partie',
          fromMonth: 9,
          fromYear: 2022,
          toMonth: '',
          toYear: '',
          isCurrentRole: true,
        },
      ],
      // A yes/no or single choice is a one-element list; the blank optional text is left out.
      questions: [
        { id: 'right-to-work', answer: ['yes'] },
        { id: 'shifts', answer: ['evenings'] },
        { id: 'weekends', answer: ['sat', 'sun'] },
        { id: 'notice-period', answer: 'Two weeks' },
      ],
    });
    expect(checkApplication(job, filled()).problems).toEqual(new Map());
  });

  it('leaves out the CV and the experience when the job asks for neither', () => {
    const simple = jobFixture({ cvRequired: 'False', workExperienceRequired: 'False' });
    const payload = toApplicationPayload(simple, { ...filled(), answers: ['no'] });
    expect(payload).not.toHaveProperty('resume');
    expect(payload).not.toHaveProperty('experience');
    expect(payload.questions).toEqual([{ id: 'right-to-work', answer: ['no'] }]);
  });

  it('reads a lone box as a list, and an unticked one, or none, as no answer', () => {
    const single = jobFixture({
      questions: [{ ...q.weekends, options: [{ id: 'sat', label: 'Saturday' }] }],
    });
    const answered = (answer: ApplicationFormValues['answers'][number]) =>
      toApplicationPayload(single, { ...filled(), answers: [answer] }).questions;
    expect(answered('sat')).toEqual([{ id: 'weekends', answer: ['sat'] }]);
    expect(answered(false)).toEqual([]);
    expect(answered([])).toEqual([]);
    expect(answered(null)).toEqual([]);
  });
});

describe('formFieldOf: the field that shows an issue', () => {
  const payload = toApplicationPayload(job, filled());
  it.each([
    ['email', 'email'],
    ['telephone', 'telephone'],
    ['resume', 'resume'],
    ['resume.name', 'resume'],
    ['resume.content', 'resume'],
    ['experience', 'experience'],
    ['experience.0.toYear', 'experience.0.toYear'],
    ['experience.1.employer', 'experience.1.employer'],
    ['questions.right-to-work', 'answers.0'],
    ['questions.notice-period', 'answers.3'],
    ['questions.2.answer', 'answers.2'],
    ['questions.3.answer', 'answers.3'],
    ['questions.unknown', null],
    ['jobId', null],
    ['request', null],
  ])('%s -> %s', (path, field) => {
    expect(formFieldOf(job, payload, path)).toBe(field);
  });

  it('finds a question whose id holds a dot', () => {
    const dotted = jobFixture({ questions: [{ ...q.noticePeriod, id: 'q.notice' }] });
    expect(formFieldOf(dotted, payload, 'questions.q.notice')).toBe('answers.0');
  });
});

describe('checkApplication: the API’s own schema, on the form’s fields', () => {
  it('names every missing field of an empty form, once each', () => {
    expect(Object.fromEntries(checkApplication(job, emptyApplication(job)).problems)).toEqual({
      email: jobsMessages.enterEmail,
      firstName: jobsMessages.enterFirstName,
      secondName: jobsMessages.enterSecondName,
      telephone: jobsMessages.enterTelephone,
      resume: jobsMessages.resumeRequired,
      'experience.0.employer': jobsMessages.enterEmployer,
      'experience.0.jobTitle': jobsMessages.enterJobTitle,
      'experience.0.fromMonth': jobsMessages.chooseFromMonth,
      'experience.0.fromYear': jobsMessages.chooseFromYear,
      'experience.0.toMonth': jobsMessages.chooseToMonth,
      'experience.0.toYear': jobsMessages.chooseToYear,
      'answers.0': jobsMessages.answerRequired,
      'answers.1': jobsMessages.answerRequired,
      'answers.2': jobsMessages.answerRequired,
      'answers.3': jobsMessages.answerRequired,
    });
  });

  it('puts the date order under the end year', () => {
    const values = filled();
    values.experience[0] = { ...values.experience[0]!, toMonth: 3, toYear: 2019 };
    expect(Object.fromEntries(checkApplication(job, values).problems)).toEqual({
      'experience.0.toYear': jobsMessages.dateOrder,
    });
  });

  it('says why a chosen CV was refused, rather than asking for one', () => {
    const values = { ...filled(), resume: null, resumeProblem: jobsMessages.resumeTooLarge };
    expect(Object.fromEntries(checkApplication(job, values).problems)).toEqual({
      resume: jobsMessages.resumeTooLarge,
    });
    const named = { ...filled(), resume: { ...resume, name: 'cv.doc' } };
    expect(Object.fromEntries(checkApplication(job, named).problems)).toEqual({
      resume: jobsMessages.resumeFormat,
    });
  });

  it('checks the chosen file itself, unread, by the schema the API checks with', () => {
    const chosen = (text: string, size?: number) => {
      const file = new Blob([text], { type: 'application/pdf' });
      if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
      return { ...filled(), resume: { ...resume, content: file } };
    };
    expect(checkApplication(job, chosen('%PDF-1.4')).problems.size).toBe(0);
    expect(Object.fromEntries(checkApplication(job, chosen('')).problems)).toEqual({
      resume: jobsMessages.resumeEmpty,
    });
    expect(
      Object.fromEntries(checkApplication(job, chosen('%PDF', maxResumeBytes + 1)).problems),
    ).toEqual({ resume: jobsMessages.resumeTooLarge });
  });

  it('lists the fields of the form, for the issues the API names', () => {
    expect(applicationFields(jobFixture(), filled())).toEqual([
      'email',
      'firstName',
      'secondName',
      'telephone',
      'resume',
      'answers.0',
    ]);
    expect(applicationFields(job, emptyApplication(job))).toContain('experience.0.toYear');
  });
});

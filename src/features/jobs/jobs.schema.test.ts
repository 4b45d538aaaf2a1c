import { pinClock } from '@/lib/clock';
import {
  addExperience,
  applicationSchema,
  applicationSchemaFor,
  emptyExperience,
  endDatesEnabled,
  endYears,
  initialExperience,
  jobsMessages,
  removeLastExperience,
  setCurrentRole,
  startYears,
  type ApplicationRequirements,
  type JobApplicationInput,
} from './jobs.schema';
import type { JobQuestion } from './jobs.types';

let restore: () => void;
beforeAll(() => {
  restore = pinClock('2026-06-15T12:00:00Z');
});
afterAll(() => restore());

const questions: JobQuestion[] = [
  {
    id: 'rtw',
    type: 'YES_NO',
    is_mandatory: true,
    text: 'Right to work?',
    options: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  },
  {
    id: 'shift',
    type: 'SINGLE_CHOICE',
    is_mandatory: true,
    text: 'Shift?',
    options: [
      { id: 'am', label: 'Mornings' },
      { id: 'pm', label: 'Evenings' },
    ],
  },
  {
    id: 'days',
    type: 'MULTIPLE_CHOICE',
    is_mandatory: true,
    text: 'Days?',
    options: [
      { id: 'sat', label: 'Saturday' },
      { id: 'sun', label: 'Sunday' },
    ],
  },
  { id: 'notice', type: 'TEXT', is_mandatory: true, text: 'Notice period?' },
  { id: 'why', type: 'TEXT', is_mandatory: false, text: 'Why us?' },
];
const everything: ApplicationRequirements = {
  cvRequired: 'True',
  workExperienceRequired: 'True',
  questions,
};
const nothing: ApplicationRequirements = {
  cvRequired: 'False',
  workExperienceRequired: 'False',
  questions: [],
};

const experience = {
  employer: 'Trattoria Roma',
  jobTitle: 'Waiter',
  fromMonth: 3,
  fromYear: 2020,
  toMonth: 5,
  toYear: 2023,
  isCurrentRole: false,
};
const valid: JobApplicationInput = {
  jobId: '1018-chef-de-partie',
  email: 'aoife.o@example.com',
  firstName: 'Aoife',
  secondName: "O'Brien",
  telephone: '+44 7700 900123',
  resume: { name: 'cv.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQK' },
  experience: [experience],
  questions: [
    { id: 'rtw', answer: ['yes'] },
    { id: 'shift', answer: ['pm'] },
    { id: 'days', answer: ['sat', 'sun'] },
    { id: 'notice', answer: 'Two weeks' },
  ],
};

/** The fields (dotted paths) and messages of a failed parse, or [] when it passes. */
function problems(input: unknown, job: ApplicationRequirements = everything) {
  const result = applicationSchemaFor(job).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}
const fields = (input: unknown, job?: ApplicationRequirements) =>
  problems(input, job).map(([field]) => field);

describe('job application (spec 2 §5)', () => {
  it('accepts a complete application', () => {
    expect(problems(valid)).toEqual([]);
  });

  it.each(['Aoife', 'José María', "O'Neil", 'Zoë Brontë', 'Ólafur'])(
    'accepts the name %s (letters incl. accented, spaces, apostrophes)',
    (name) => {
      expect(problems({ ...valid, firstName: name, secondName: name })).toEqual([]);
    },
  );

  it.each(['', '   ', 'Anne-Marie', 'J.', 'R2D2', 'Bob!', '<b>'])('refuses the name %j', (name) => {
    expect(fields({ ...valid, firstName: name, secondName: name })).toEqual([
      'firstName',
      'secondName',
    ]);
  });

  it('says which name is missing', () => {
    expect(problems({ ...valid, firstName: '' })).toEqual([
      ['firstName', jobsMessages.enterFirstName],
    ]);
    expect(problems({ ...valid, secondName: undefined })).toEqual([
      ['secondName', jobsMessages.enterSecondName],
    ]);
  });

  it.each(['a@b.co', 'first.last@example.com', 'x+tag@mail.example.org'])(
    'accepts the e-mail %s',
    (email) => expect(problems({ ...valid, email })).toEqual([]),
  );

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.info', 'a @b.com', '@b.com'])(
    'refuses the e-mail %j (a 2-3 letter ending)',
    (email) => expect(fields({ ...valid, email })).toEqual(['email']),
  );

  it.each(['0113 496 0000', '+447700900123', '01134.960000', '1234567', '12345678901234567'])(
    'accepts the telephone %s',
    (telephone) => expect(problems({ ...valid, telephone })).toEqual([]),
  );

  it.each([
    ['missing', ''],
    ['too short', '123456'],
    ['too long', '123456789012345678'],
    ['ending with a dot', '0113 496.'],
    ['starting with a dot', '.0113496000'],
    ['a plus in the middle', '0113+4960000'],
    ['letters', '0113 ABC 0000'],
    ['two pluses', '++447700900123'],
  ])('refuses a telephone %s', (_case, telephone) => {
    expect(fields({ ...valid, telephone })).toEqual(['telephone']);
  });

  it('needs a CV when cvRequired is not false or "False"', () => {
    const withoutCv = { ...valid, resume: undefined };
    for (const cvRequired of ['True', true, 'yes', undefined]) {
      expect(problems(withoutCv, { ...everything, cvRequired })).toEqual([
        ['resume', jobsMessages.resumeRequired],
      ]);
    }
    for (const cvRequired of ['False', false]) {
      expect(problems(withoutCv, { ...everything, cvRequired })).toEqual([]);
    }
  });

  it.each(['cv.pdf', 'CV.PDF', 'My CV 2026.docx', 'cv.DocX'])('accepts the CV name %s', (name) => {
    expect(problems({ ...valid, resume: { ...valid.resume!, name } })).toEqual([]);
  });

  it.each(['cv.doc', 'cv.exe', 'cv.pdf.exe', 'cv', 'cv.txt', 'pdf'])(
    'refuses the CV name %s with the resume-format error',
    (name) => {
      expect(problems({ ...valid, resume: { ...valid.resume!, name } })).toEqual([
        ['resume.name', jobsMessages.resumeFormat],
      ]);
    },
  );

  it('refuses a CV over 5 MB before it is decoded, and content that is not base64', () => {
    const big = 'A'.repeat(Math.ceil((5 * 1024 * 1024) / 3) * 4 + 104);
    expect(problems({ ...valid, resume: { ...valid.resume!, content: big } })).toEqual([
      ['resume.content', jobsMessages.resumeTooLarge],
    ]);
    expect(fields({ ...valid, resume: { ...valid.resume!, content: 'not base64!' } })).toEqual([
      'resume.content',
    ]);
  });

  it('needs work experience only when the job asks for it', () => {
    expect(problems({ ...valid, experience: [] })).toEqual([
      ['experience', jobsMessages.experienceRequired],
    ]);
    expect(
      problems({ ...valid, experience: [] }, { ...everything, workExperienceRequired: 'False' }),
    ).toEqual([]);
  });

  it('needs employer, job title, start month and start year in each entry', () => {
    const entry = { ...experience, employer: ' ', jobTitle: '', fromMonth: '', fromYear: '' };
    expect(problems({ ...valid, experience: [entry] })).toEqual([
      ['experience.0.employer', jobsMessages.enterEmployer],
      ['experience.0.jobTitle', jobsMessages.enterJobTitle],
      ['experience.0.fromMonth', jobsMessages.chooseFromMonth],
      ['experience.0.fromYear', jobsMessages.chooseFromYear],
    ]);
  });

  it('needs the end month and year unless it is the current role', () => {
    const open = { ...experience, toMonth: '', toYear: '' };
    expect(problems({ ...valid, experience: [open] })).toEqual([
      ['experience.0.toMonth', jobsMessages.chooseToMonth],
      ['experience.0.toYear', jobsMessages.chooseToYear],
    ]);
    expect(problems({ ...valid, experience: [{ ...open, isCurrentRole: true }] })).toEqual([]);
  });

  it('drops the end of a current role', () => {
    const parsed = applicationSchemaFor(everything).parse({
      ...valid,
      experience: [{ ...experience, isCurrentRole: true }],
    });
    expect(parsed.experience[0]).toMatchObject({ toMonth: undefined, toYear: undefined });
  });

  it('takes months and years as numbers or numeric strings', () => {
    const strings = {
      ...experience,
      fromMonth: '3',
      fromYear: '2020',
      toMonth: '5',
      toYear: '2023',
    };
    const parsed = applicationSchemaFor(everything).parse({ ...valid, experience: [strings] });
    expect(parsed.experience[0]).toMatchObject({
      fromMonth: 3,
      fromYear: 2020,
      toMonth: 5,
      toYear: 2023,
    });
  });

  it.each([
    ['the same month', 2022, 6, 2022, 6],
    ['an earlier month', 2022, 6, 2022, 5],
    ['an earlier year', 2022, 1, 2021, 12],
  ])('refuses an end in %s as the start with the date error', (_c, fy, fm, ty, tm) => {
    const entry = { ...experience, fromYear: fy, fromMonth: fm, toYear: ty, toMonth: tm };
    expect(problems({ ...valid, experience: [entry] })).toEqual([
      ['experience.0.toYear', jobsMessages.dateOrder],
    ]);
  });

  it('accepts an end one month after the start', () => {
    const entry = { ...experience, fromYear: 2022, fromMonth: 12, toYear: 2023, toMonth: 1 };
    expect(problems({ ...valid, experience: [entry] })).toEqual([]);
  });

  it('refuses a start year outside the last 40 years and an end year after this one', () => {
    expect(fields({ ...valid, experience: [{ ...experience, fromYear: 1986 }] })).toEqual([
      'experience.0.fromYear',
    ]);
    expect(problems({ ...valid, experience: [{ ...experience, fromYear: 1987 }] })).toEqual([]);
    expect(fields({ ...valid, experience: [{ ...experience, toYear: 2027 }] })).toEqual([
      'experience.0.toYear',
    ]);
  });

  it.each([
    ['no answer at all', undefined],
    ['an empty list', []],
    ['blank text', '   '],
  ])('a mandatory question with %s names the question', (_case, answer) => {
    for (const question of questions.filter((q) => q.is_mandatory)) {
      const answers = valid.questions!.filter((entry) => entry.id !== question.id);
      const input = {
        ...valid,
        questions: answer === undefined ? answers : [...answers, { id: question.id, answer }],
      };
      expect(problems(input)).toEqual([[`questions.${question.id}`, jobsMessages.answerRequired]]);
    }
  });

  it('an optional question may go unanswered', () => {
    expect(
      problems({ ...valid, questions: [...valid.questions!, { id: 'why', answer: '' }] }),
    ).toEqual([]);
  });

  it('refuses an option the question does not have, two for a single choice, and unknown questions', () => {
    const answer = (id: string, given: string | string[]) => ({
      ...valid,
      questions: [...valid.questions!.filter((entry) => entry.id !== id), { id, answer: given }],
    });
    expect(problems(answer('rtw', ['maybe']))).toEqual([
      ['questions.rtw', jobsMessages.unknownOption],
    ]);
    expect(problems(answer('shift', ['am', 'pm']))).toEqual([
      ['questions.shift', jobsMessages.oneOption],
    ]);
    expect(problems(answer('notice', ['two']))).toEqual([
      ['questions.notice', jobsMessages.answerRequired],
    ]);
    expect(
      problems({ ...valid, questions: [...valid.questions!, { id: 'ghost', answer: 'x' }] }),
    ).toEqual([['questions.ghost', jobsMessages.unknownQuestion]]);
  });

  it('names every problem at once: the job’s checks run whatever else was refused', () => {
    const blank = {
      ...experience,
      employer: '',
      fromMonth: '',
      fromYear: '',
      toMonth: '',
      toYear: '',
    };
    expect(
      problems({
        jobId: valid.jobId,
        email: '',
        firstName: '',
        secondName: 'O’Brien',
        telephone: '',
        experience: [blank],
        questions: [{ id: 'notice', answer: 7 }],
      }),
    ).toEqual([
      ['email', jobsMessages.enterEmail],
      ['firstName', jobsMessages.enterFirstName],
      ['telephone', jobsMessages.enterTelephone],
      ['experience.0.employer', jobsMessages.enterEmployer],
      ['experience.0.fromMonth', jobsMessages.chooseFromMonth],
      ['experience.0.fromYear', jobsMessages.chooseFromYear],
      ['experience.0.toMonth', jobsMessages.chooseToMonth],
      ['experience.0.toYear', jobsMessages.chooseToYear],
      ['questions.0.answer', expect.any(String)],
      ['resume', jobsMessages.resumeRequired],
      ['questions.rtw', jobsMessages.answerRequired],
      ['questions.shift', jobsMessages.answerRequired],
      ['questions.days', jobsMessages.answerRequired],
      // A malformed answer is no answer.
      ['questions.notice', jobsMessages.answerRequired],
    ]);
  });

  it('a job without CV, experience or questions needs only the person', () => {
    const { jobId, email, firstName, secondName, telephone } = valid;
    expect(problems({ jobId, email, firstName, secondName, telephone }, nothing)).toEqual([]);
  });

  it('the job-free schema passes what only the job refuses', () => {
    expect(
      applicationSchema.safeParse({ ...valid, resume: undefined, questions: [] }).success,
    ).toBe(true);
  });
});

describe('work experience (spec 2 §4)', () => {
  it('starts (and resets) with one empty entry', () => {
    expect(initialExperience()).toEqual([emptyExperience(1)]);
    expect(emptyExperience(1)).toEqual({
      id: 1,
      employer: '',
      jobTitle: '',
      fromMonth: '',
      fromYear: '',
      toMonth: '',
      toYear: '',
      isCurrentRole: false,
    });
  });

  it('adds an entry whose id is the last id plus 1', () => {
    const two = addExperience(initialExperience());
    expect(two.map((entry) => entry.id)).toEqual([1, 2]);
    const gap = addExperience([emptyExperience(1), emptyExperience(7)]);
    expect(gap.map((entry) => entry.id)).toEqual([1, 7, 8]);
  });

  it('removes the last entry, never going below one', () => {
    const three = addExperience(addExperience(initialExperience()));
    expect(removeLastExperience(three).map((entry) => entry.id)).toEqual([1, 2]);
    const one = removeLastExperience(removeLastExperience(removeLastExperience(three)));
    expect(one.map((entry) => entry.id)).toEqual([1]);
  });

  it("ticking 'current role' clears the end month and year; unticking keeps them empty", () => {
    const entry = {
      ...emptyExperience(1),
      fromMonth: 2,
      fromYear: 2020,
      toMonth: 4,
      toYear: 2021,
    } as const;
    const current = setCurrentRole(entry, true);
    expect(current).toMatchObject({ isCurrentRole: true, toMonth: '', toYear: '' });
    expect(setCurrentRole(current, false)).toMatchObject({
      isCurrentRole: false,
      toMonth: '',
      toYear: '',
    });
    expect(setCurrentRole(entry, false)).toMatchObject({ toMonth: 4, toYear: 2021 });
  });

  it('enables end dates once a start month and year exist and the role is not current', () => {
    const entry = emptyExperience(1);
    expect(endDatesEnabled(entry)).toBe(false);
    expect(endDatesEnabled({ ...entry, fromMonth: 3 })).toBe(false);
    expect(endDatesEnabled({ ...entry, fromYear: 2020 })).toBe(false);
    expect(endDatesEnabled({ ...entry, fromMonth: 3, fromYear: 2020 })).toBe(true);
    expect(endDatesEnabled({ ...entry, fromMonth: 3, fromYear: 2020, isCurrentRole: true })).toBe(
      false,
    );
  });

  it('offers end years from the start year to this year', () => {
    expect(endYears(2022)).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(endYears(2026)).toEqual([2026]);
    expect(endYears('')).toEqual([]);
  });

  it('offers start years over the last 40 years, this year first', () => {
    const years = startYears();
    expect(years).toHaveLength(40);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1987);
  });

  it('follows the clock into a new year', () => {
    const back = pinClock('2031-01-01T00:30:00Z');
    try {
      expect(startYears()[0]).toBe(2031);
      expect(endYears(2030)).toEqual([2030, 2031]);
    } finally {
      back();
    }
  });
});

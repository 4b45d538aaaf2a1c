/**
 * What the apply modal says besides the schema's messages (`jobsMessages`): its buttons, its
 * titles and its thanks. The spec words none of these; they say what happens.
 */
export const applyCopy = {
  title: (jobName: string) => `Apply: ${jobName}`,
  sendApplication: 'Send application',
  sending: 'Sending…',
  clearForm: 'Clear form',
  cvLabel: 'Your CV',
  cvHint: 'A PDF or Word (.docx) document, at most 5 MB.',
  cvChosen: (fileName: string) => `Chosen: ${fileName}`,
  experienceHeading: 'Work experience',
  experienceIntro: 'Tell us about your recent roles, starting with the latest.',
  role: (number: number) => `Role ${number}`,
  currentRole: 'This is my current role',
  addRole: 'Add another role',
  removeRole: 'Remove last role',
  questionsHeading: 'A few questions',
  chooseMonth: 'Month',
  chooseYear: 'Year',
  thanksSent: (restaurant: string) =>
    `We have e-mailed a copy of your application to the address you gave. The team at ${restaurant} will be in touch.`,
  close: 'Close',
  errorTitle: 'Your application was not sent',
  ok: 'OK',
} as const;

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { jobsMessages } from '../jobs.schema';
import type { Job } from '../jobs.types';
import {
  cvInput,
  fileOf,
  fillPerson,
  pdfText,
  setUpApplyTests,
  select,
  sentForm,
  sentRequest,
  textbox,
} from '../testing/apply-testing';
import { jobFixture, questionFixtures as q } from '../testing/job-fixture';
import { ApplyModal } from './apply-modal';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

const fetchMock = setUpApplyTests();

const job = jobFixture({
  workExperienceRequired: 'True',
  questions: [q.rightToWork, q.shifts, q.weekends, q.noticePeriod, q.whyUs],
});

/** A page with an 'Apply now' button that opens the modal, as the job page does. */
function JobPage({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply now
      </button>
      <ApplyModal job={job} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The dialog of that title, open or closed (a closed one has no role): the tests check which. */
const dialogTitled = (title: string) =>
  screen.getByText(title, { selector: 'h2' }).closest('dialog')!;
const modal = () => dialogTitled('Apply: Chef de Partie');
const errorModal = () => dialogTitled('Your application was not sent');
const send = () => screen.getByRole('button', { name: 'Send application' });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Apply now' }));
  expect(screen.getByRole('dialog', { name: 'Apply: Chef de Partie' })).toHaveAttribute('open');
}

/** Everything a complete application of `job` needs. */
async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await fillPerson(user);
  await user.upload(cvInput(), fileOf('Aoife CV.pdf', pdfText, 'application/pdf'));
  await screen.findByText('Chosen: Aoife CV.pdf');
  const role = screen.getByRole('group', { name: 'Role 1' });
  await user.type(textbox(/^Employer/, role), 'Trattoria Roma');
  await user.type(textbox(/^Job title/, role), 'Commis Chef');
  await user.selectOptions(select(/^Start month/, role), 'March');
  await user.selectOptions(select(/^Start year/, role), '2019');
  await user.click(within(role).getByRole('checkbox', { name: 'This is my current role' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('radio', { name: 'Evenings' }));
  await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
  await user.type(textbox(/^What is your notice period/), 'Two weeks');
}

describe('ApplyModal', () => {
  it('sends the application, then thanks the applicant; closed, it opens on an empty form', async () => {
    const user = userEvent.setup();
    render(<JobPage job={job} />);
    await open(user);
    await fillApplication(user);
    await user.click(send());

    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(fetchMock().mock.calls[0]![0]).toBe('/api/jobs/application');
    // The site's form: multipart, the values as JSON, then the CV as a file part (never base64).
    expect(sentRequest(fetchMock()).headers).toEqual({ accept: 'application/json' });
    const { values, resume } = await sentForm(fetchMock());
    expect(resume).toEqual({ name: 'Aoife CV.pdf', type: 'application/pdf', text: pdfText });
    expect(values).toEqual({
      jobId: '1017-chef-de-partie',
      email: 'aoife.o@example.com',
      firstName: 'Aoife',
      secondName: "O'Brien",
      telephone: '+44 7700 900123',
      experience: [
        {
          employer: 'Trattoria Roma',
          jobTitle: 'Commis Chef',
          fromMonth: 3,
          fromYear: 2019,
          toMonth: '',
          toYear: '',
          isCurrentRole: true,
        },
      ],
      questions: [
        { id: 'right-to-work', answer: ['yes'] },
        { id: 'shifts', answer: ['evenings'] },
        { id: 'weekends', answer: ['sat', 'sun'] },
        { id: 'notice-period', answer: 'Two weeks' },
      ],
    });

    const thanks = await within(modal()).findByRole('status');
    expect(thanks).toHaveFocus();
    expect(within(thanks).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Thank you for your application.',
    );
    expect(thanks).toHaveTextContent(
      'We have e-mailed a copy of your application to the address you gave. The team at Leeds Trinity will be in touch.',
    );
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();

    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(modal()).not.toHaveAttribute('open');
    await open(user);
    expect(textbox(/^Email/)).toHaveValue('');
    expect(screen.queryByText('Chosen: Aoife CV.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('keeps what was typed when closed while filling in', async () => {
    const user = userEvent.setup();
    render(<JobPage job={job} />);
    await open(user);
    await user.type(textbox(/^First name/), 'Aoife');
    await user.click(within(modal()).getAllByRole('button', { name: 'Close' })[0]!);
    expect(modal()).not.toHaveAttribute('open');
    await open(user);
    expect(textbox(/^First name/)).toHaveValue('Aoife');
  });

  it('shows a refusal in the error modal; OK closes it and brings the focus back to the form', async () => {
    fetchMock().mockImplementationOnce(() =>
      jsonAnswer(409, {
        code: 14,
        title: 'DUPLICATED_REQUEST',
        message: 'You have already submitted an application for this job.',
      }),
    );
    const user = userEvent.setup();
    render(<JobPage job={job} />);
    await open(user);
    await fillApplication(user);
    await user.click(send());

    const dialog = await waitFor(() => {
      expect(errorModal()).toHaveAttribute('open');
      return errorModal();
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You have already submitted an application for this job.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(modal()).toHaveAttribute('open');
    const message = within(modal()).getByRole('alert');
    expect(message).toHaveTextContent('You have already submitted an application for this job.');
    expect(message).toHaveFocus();
    expect(textbox(/^First name/)).toHaveValue('Aoife');
  });

  it('puts the server’s refusal of the CV under the CV field, and says to correct the fields', async () => {
    const notAPdf = 'Your CV must be a PDF (.pdf) or Word (.docx) document.';
    fetchMock().mockImplementationOnce(() =>
      jsonAnswer(400, {
        code: 15,
        title: 'APPLICATION_VALIDATION_ERROR',
        message: 'Something went wrong validation the application, please try again.',
        issues: [{ field: 'resume', message: notAPdf }],
      }),
    );
    const user = userEvent.setup();
    render(<JobPage job={job} />);
    await open(user);
    await fillApplication(user);
    await user.click(send());

    await waitFor(() => expect(errorModal()).toHaveAttribute('open'));
    expect(
      screen.getByRole('dialog', { name: 'Your application was not sent' }),
    ).toHaveAccessibleName();
    expect(within(errorModal()).getByRole('alert')).toHaveTextContent(jobsMessages.invalidFields);
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    expect(cvInput()).toHaveAccessibleDescription(
      `A PDF or Word (.docx) document, at most 5 MB. Chosen: Aoife CV.pdf ${notAPdf}`,
    );
    await user.click(within(errorModal()).getByRole('button', { name: 'OK' }));
    expect(cvInput()).toHaveFocus();
  });

  it('Escape closes the error modal only', async () => {
    fetchMock().mockImplementationOnce(() =>
      jsonAnswer(502, { code: 13, message: 'Could not store it.' }),
    );
    const user = userEvent.setup();
    render(<JobPage job={job} />);
    await open(user);
    await fillApplication(user);
    await user.click(send());
    await waitFor(() => expect(errorModal()).toHaveAttribute('open'));
    expect(within(errorModal()).getByRole('alert')).toHaveTextContent('Could not store it.');

    // What a browser does on Escape: a cancel event on the top dialog.
    fireEvent(errorModal(), new Event('cancel', { cancelable: true }));
    expect(errorModal()).not.toHaveAttribute('open');
    expect(modal()).toHaveAttribute('open');
  });
});

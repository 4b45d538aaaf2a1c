import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobsMessages, maxResumeBytes } from '../jobs.schema';
import {
  cvInput,
  fileOf,
  fillPerson,
  pdfText,
  setUpApplyTests,
  select,
  textbox,
} from '../testing/apply-testing';
import { jobFixture, questionFixtures as q } from '../testing/job-fixture';
import { ApplicationForm } from './application-form';

const fetchMock = setUpApplyTests();

const job = jobFixture({
  workExperienceRequired: 'True',
  questions: [q.rightToWork, q.shifts, q.weekends, q.noticePeriod, q.whyUs],
});
const send = () => screen.getByRole('button', { name: 'Send application' });
const group = (name: string | RegExp) => screen.getByRole('group', { name });

describe('ApplicationForm: fields', () => {
  it('asks for the CV and work experience only when the job does', () => {
    const { unmount } = render(<ApplicationForm job={job} onSent={jest.fn()} />);
    expect(screen.getByText(/Fields marked/)).toHaveTextContent('Fields marked * are required.');
    expect(cvInput()).toHaveAttribute('accept', '.pdf,.docx');
    expect(cvInput()).toHaveAccessibleDescription('A PDF or Word (.docx) document, at most 5 MB.');
    expect(group('Role 1')).toBeInTheDocument();
    unmount();
    render(
      <ApplicationForm
        job={jobFixture({ cvRequired: 'False', workExperienceRequired: 'False' })}
        onSent={jest.fn()}
      />,
    );
    expect(screen.queryByLabelText(/Your CV/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Role 1' })).not.toBeInTheDocument();
    expect(textbox(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Telephone/ })).toHaveAttribute('type', 'tel');
  });

  it('marks the mandatory fields and names every missing one when sent empty, sending nothing', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    for (const name of [/^Email/, /^First name/, /^Second name/, /^Telephone/]) {
      expect(textbox(name)).toBeRequired();
      expect(textbox(name)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByText('Email').parentElement).toHaveTextContent('Email *');
    await user.click(send());
    expect(textbox(/^Email/)).toHaveAccessibleDescription(jobsMessages.enterEmail);
    expect(textbox(/^Email/)).toHaveFocus();
    expect(textbox(/^First name/)).toHaveAccessibleDescription(jobsMessages.enterFirstName);
    expect(textbox(/^Second name/)).toHaveAccessibleDescription(jobsMessages.enterSecondName);
    expect(textbox(/^Telephone/)).toHaveAccessibleDescription(jobsMessages.enterTelephone);
    expect(cvInput()).toHaveAccessibleDescription(
      `A PDF or Word (.docx) document, at most 5 MB. ${jobsMessages.resumeRequired}`,
    );
    const role = group('Role 1');
    expect(textbox(/^Employer/, role)).toHaveAccessibleDescription(jobsMessages.enterEmployer);
    expect(textbox(/^Job title/, role)).toHaveAccessibleDescription(jobsMessages.enterJobTitle);
    expect(select(/^Start month/, role)).toHaveAccessibleDescription(jobsMessages.chooseFromMonth);
    expect(select(/^Start year/, role)).toHaveAccessibleDescription(jobsMessages.chooseFromYear);
    // The end dates open (and say what they miss) once the start is chosen.
    expect(select(/^End month/, role)).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select(/^Start month/, role), 'March');
    await user.selectOptions(select(/^Start year/, role), '2019');
    expect(select(/^End month/, role)).toHaveAccessibleDescription(jobsMessages.chooseToMonth);
    expect(select(/^End year/, role)).toHaveAccessibleDescription(jobsMessages.chooseToYear);
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('shows a field’s error once the applicant has left it', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.type(textbox(/^Telephone/), '12ab');
    expect(textbox(/^Telephone/)).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(textbox(/^Telephone/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Telephone/)).toHaveAccessibleDescription(jobsMessages.telephoneInvalid);
    expect(textbox(/^Email/)).not.toHaveAttribute('aria-invalid');
  });
});

describe('ApplicationForm: the job’s questions', () => {
  it('asks each question as the kind it is, named by its text, the mandatory ones with an asterisk', () => {
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    const rightToWork = group('Do you have the right to work in the UK?');
    expect(
      within(rightToWork)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    expect(within(rightToWork).getByRole('radio', { name: 'Yes' })).toBeRequired();
    expect(rightToWork).toHaveTextContent('Do you have the right to work in the UK? *');
    expect(within(group('Which shifts suit you best?')).getAllByRole('radio')).toHaveLength(3);
    const weekends = group('Which days of the weekend can you work? (required)');
    expect(within(weekends).getByRole('checkbox', { name: 'Saturday' })).not.toBeRequired();
    expect(textbox(/^What is your notice period\?/)).toBeRequired();
    expect(textbox('Why would you like to work with us?')).not.toBeRequired();
  });

  it('names every mandatory question left unanswered, and clears each once answered', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.click(send());
    const rightToWork = group('Do you have the right to work in the UK?');
    for (const radio of within(rightToWork).getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription(jobsMessages.answerRequired);
    }
    const weekends = group(/^Which days of the weekend/);
    expect(within(weekends).getByRole('checkbox', { name: 'Sunday' })).toHaveAccessibleDescription(
      jobsMessages.answerRequired,
    );
    expect(
      within(group('Which shifts suit you best?')).getByRole('radio', { name: 'Days' }),
    ).toHaveAccessibleDescription(jobsMessages.answerRequired);
    expect(textbox(/^What is your notice period\?/)).toHaveAccessibleDescription(
      jobsMessages.answerRequired,
    );
    expect(textbox('Why would you like to work with us?')).not.toHaveAttribute('aria-invalid');

    await user.click(within(rightToWork).getByRole('radio', { name: 'No' }));
    await user.click(within(weekends).getByRole('checkbox', { name: 'Sunday' }));
    await waitFor(() =>
      expect(within(rightToWork).getByRole('radio', { name: 'No' })).not.toHaveAttribute(
        'aria-invalid',
      ),
    );
    expect(within(weekends).getByRole('checkbox', { name: 'Sunday' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});

describe('ApplicationForm: the CV', () => {
  it('refuses a file that is not a PDF or a .docx with the resume-format error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.upload(cvInput(), fileOf('cv.doc', 'old word', 'application/msword'));
    await waitFor(() => expect(cvInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(cvInput()).toHaveAccessibleDescription(
      `A PDF or Word (.docx) document, at most 5 MB. ${jobsMessages.resumeFormat}`,
    );
  });

  it('refuses a file over 5 MB without reading it, and an empty one', async () => {
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL');
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.upload(cvInput(), fileOf('cv.pdf', pdfText, 'application/pdf', maxResumeBytes + 1));
    expect(await screen.findByText(jobsMessages.resumeTooLarge)).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    await user.upload(cvInput(), fileOf('cv.docx', '', 'application/octet-stream'));
    expect(await screen.findByText(jobsMessages.resumeEmpty)).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('takes a PDF of exactly 5 MB without reading it, shows its name and clears the error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.upload(cvInput(), fileOf('notes.txt', 'x', 'text/plain'));
    expect(await screen.findByText(jobsMessages.resumeFormat)).toBeInTheDocument();
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL');
    await user.upload(
      cvInput(),
      fileOf('Aoife CV.pdf', pdfText, 'application/pdf', maxResumeBytes),
    );
    await waitFor(() =>
      expect(cvInput()).toHaveAccessibleDescription(
        'A PDF or Word (.docx) document, at most 5 MB. Chosen: Aoife CV.pdf',
      ),
    );
    expect(cvInput()).not.toHaveAttribute('aria-invalid');
    // The file goes as it is, a part of the form's post: nothing reads it into base64.
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});

describe('ApplicationForm: Clear form', () => {
  it('empties every field, error and answer, leaving one empty role', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await fillPerson(user);
    await user.upload(cvInput(), fileOf('cv.pdf', pdfText, 'application/pdf'));
    await user.type(textbox(/^Employer/, group('Role 1')), 'Trattoria Roma');
    await user.click(screen.getByRole('button', { name: 'Add another role' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.type(textbox(/^What is your notice period/), 'Two weeks');
    await user.click(send());
    expect(screen.getAllByText(jobsMessages.enterJobTitle)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    for (const name of [/^Email/, /^First name/, /^Second name/, /^Telephone/]) {
      expect(textbox(name)).toHaveValue('');
    }
    expect(cvInput().value).toBe('');
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Role 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Role 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove last role' })).not.toBeInTheDocument();
    expect(textbox(/^Employer/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(textbox(/^What is your notice period/)).toHaveValue('');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(0);

    // And it is a new form: nothing is red until the applicant leaves a field or sends it.
    await user.type(textbox(/^Email/), 'x');
    expect(textbox(/^Email/)).not.toHaveAttribute('aria-invalid');
  });
});

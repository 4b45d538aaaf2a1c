import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobsMessages } from '../jobs.schema';
import { select, setUpApplyTests, textbox } from '../testing/apply-testing';
import { jobFixture } from '../testing/job-fixture';
import { ApplicationForm } from './application-form';

setUpApplyTests();

const job = jobFixture({ workExperienceRequired: 'True', cvRequired: 'False', questions: [] });
const role = (n: number) => screen.getByRole('group', { name: `Role ${n}` });
const roles = () => screen.queryAllByRole('group', { name: /^Role \d+$/ });
const choices = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('WorkExperienceFields (spec 2 §4 "Work experience")', () => {
  it('starts with one role; adds roles and removes the last, never the only one', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    expect(roles()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove last role' })).not.toBeInTheDocument();

    await user.type(textbox(/^Employer/, role(1)), 'Trattoria Roma');
    await user.click(screen.getByRole('button', { name: 'Add another role' }));
    expect(roles()).toHaveLength(2);
    expect(textbox(/^Employer/, role(2))).toHaveFocus();
    await user.type(textbox(/^Employer/, role(2)), 'Bella Vista');
    await user.click(screen.getByRole('button', { name: 'Add another role' }));
    expect(roles()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove last role' }));
    expect(roles()).toHaveLength(2);
    expect(textbox(/^Employer/, role(2))).toHaveValue('Bella Vista');
    await user.click(screen.getByRole('button', { name: 'Remove last role' }));
    expect(roles()).toHaveLength(1);
    expect(textbox(/^Employer/, role(1))).toHaveValue('Trattoria Roma');
    expect(screen.queryByRole('button', { name: 'Remove last role' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another role' })).toHaveFocus();

    // A role added again is a new, empty one.
    await user.click(screen.getByRole('button', { name: 'Add another role' }));
    expect(textbox(/^Employer/, role(2))).toHaveValue('');
  });

  it('offers start years over the last 40 years, and end years from the start year to this year', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    const startYears = choices(select(/^Start year/));
    expect(startYears).toHaveLength(41);
    expect(startYears.slice(0, 3)).toEqual(['Year', '2026', '2025']);
    expect(startYears.at(-1)).toBe('1987');
    expect(choices(select(/^Start month/)).slice(0, 3)).toEqual(['Month', 'January', 'February']);

    // No end before a start month and year.
    expect(select(/^End month/)).toBeDisabled();
    expect(select(/^End year/)).toBeDisabled();
    expect(choices(select(/^End year/))).toEqual(['Year']);
    await user.selectOptions(select(/^Start year/), '2022');
    expect(select(/^End year/)).toBeDisabled();
    await user.selectOptions(select(/^Start month/), 'March');
    expect(select(/^End month/)).toBeEnabled();
    expect(select(/^End year/)).toBeEnabled();
    expect(choices(select(/^End year/))).toEqual(['Year', '2022', '2023', '2024', '2025', '2026']);

    // An end year before a new start year is no longer chosen.
    await user.selectOptions(select(/^End year/), '2023');
    await user.selectOptions(select(/^Start year/), '2024');
    expect(choices(select(/^End year/))).toEqual(['Year', '2024', '2025', '2026']);
    expect(select(/^End year/)).toHaveValue('');
  });

  it("'This is my current role' disables and empties the end month and year", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.selectOptions(select(/^Start month/), 'March');
    await user.selectOptions(select(/^Start year/), '2019');
    await user.selectOptions(select(/^End month/), 'August');
    await user.selectOptions(select(/^End year/), '2022');
    expect(select(/^End month/)).toBeRequired();

    await user.click(screen.getByRole('checkbox', { name: 'This is my current role' }));
    expect(select(/^End month/)).toBeDisabled();
    expect(select(/^End year/)).toBeDisabled();
    expect(select(/^End month/)).toHaveValue('');
    expect(select(/^End year/)).toHaveValue('');
    expect(select(/^End month/)).not.toBeRequired();

    await user.click(screen.getByRole('checkbox', { name: 'This is my current role' }));
    expect(select(/^End month/)).toBeEnabled();
    expect(select(/^End month/)).toHaveValue('');
  });

  it('ticking the current role takes away the end dates’ errors', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.selectOptions(select(/^Start month/), 'March');
    await user.selectOptions(select(/^Start year/), '2019');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(select(/^End month/)).toHaveAccessibleDescription(jobsMessages.chooseToMonth);
    expect(select(/^End year/)).toHaveAccessibleDescription(jobsMessages.chooseToYear);
    await user.click(screen.getByRole('checkbox', { name: 'This is my current role' }));
    expect(select(/^End month/)).not.toHaveAttribute('aria-invalid');
    expect(select(/^End year/)).not.toHaveAttribute('aria-invalid');
    expect(textbox(/^Employer/)).toHaveAccessibleDescription(jobsMessages.enterEmployer);
  });

  it('says under the end year when the role ends before it starts', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job={job} onSent={jest.fn()} />);
    await user.type(textbox(/^Employer/), 'Trattoria Roma');
    await user.type(textbox(/^Job title/), 'Commis Chef');
    await user.selectOptions(select(/^Start month/), 'August');
    await user.selectOptions(select(/^Start year/), '2022');
    await user.selectOptions(select(/^End month/), 'March');
    await user.selectOptions(select(/^End year/), '2022');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(select(/^End year/)).toHaveAccessibleDescription(jobsMessages.dateOrder);
    expect(select(/^End month/)).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(select(/^Start month/), 'February');
    expect(select(/^End year/)).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select(/^End month/), 'January');
    expect(select(/^End year/)).toHaveAccessibleDescription(jobsMessages.dateOrder);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFixture } from '../testing/job-fixture';
import { JobDetails } from './job-details';

// The apply modal loads on the first click; here a stand-in says whether it is open.
jest.mock(
  'next/dynamic',
  () => () =>
    function ApplyModal({ open }: { open: boolean }) {
      return open ? <div role="dialog" aria-label="Apply" /> : null;
    },
);

const place = {
  title: 'Leeds Trinity',
  path: '/restaurants/leeds/trinity',
  address: '54 Boar Lane, Leeds',
  postcode: 'LS1 5EL',
};

describe('JobDetails', () => {
  it('shows the job, its header image by category, where it is and what applying takes', () => {
    const job = jobFixture({ cvRequired: 'True', workExperienceRequired: 'True' });
    const { container } = render(<JobDetails job={job} place={place} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(job.name);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(
        /^\/images\/jobs\/(back-of-house|front-of-house|management|quick-service)\.jpg$/,
      ),
    );
    expect(screen.getByText('54 Boar Lane, Leeds, LS1 5EL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the restaurant' })).toHaveAttribute(
      'href',
      place.path,
    );
    const needs = within(screen.getByText(/You will need/).nextElementSibling as HTMLElement);
    expect(needs.getByText(/your CV/)).toBeInTheDocument();
    expect(needs.getByText(/the roles you have had/)).toBeInTheDocument();
  });

  it('asks for no CV or experience when the job needs neither, and lists no hidden page', () => {
    const job = jobFixture({ cvRequired: 'False', workExperienceRequired: 'False', questions: [] });
    render(<JobDetails job={job} place={{ ...place, path: null }} />);
    const needs = within(screen.getByText(/You will need/).nextElementSibling as HTMLElement);
    expect(needs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'your contact details',
    ]);
    expect(screen.queryByRole('link', { name: 'See the restaurant' })).toBeNull();
  });

  it('opens the apply modal from Apply', async () => {
    render(<JobDetails job={jobFixture()} place={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog', { name: 'Apply' })).toBeInTheDocument();
  });
});

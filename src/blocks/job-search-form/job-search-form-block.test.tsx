import { render, screen } from '@testing-library/react';
import { JobSearchFormBlock } from './job-search-form-block';
import { jobSearchFormFixture } from './job-search-form.fixture';
import { jobSearchFormSchema } from './job-search-form.schema';

describe('JobSearchFormBlock', () => {
  it('shows its title and subtitle', () => {
    render(<JobSearchFormBlock {...jobSearchFormSchema.parse(jobSearchFormFixture)} />);
    expect(screen.getByRole('heading', { name: 'Job search form', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('A new tile type, shown from its fixture.')).toBeInTheDocument();
  });
});

describe('jobSearchFormSchema', () => {
  it('needs a title', () => {
    const untitled = { ...jobSearchFormFixture, title: undefined };
    expect(jobSearchFormSchema.safeParse(untitled).success).toBe(false);
  });
});

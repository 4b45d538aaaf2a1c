import { render, screen } from '@testing-library/react';
import { defaultJobFilters } from '../utils/job-filters';
import { JobFiltersPanel } from './job-filters-panel';

describe('JobFiltersPanel', () => {
  it('gives each job-type checkbox a valid HTML id (no spaces), still named by its label', () => {
    render(<JobFiltersPanel filters={defaultJobFilters} onChange={() => {}} onReset={() => {}} />);
    for (const name of ['Full time', 'Part time']) {
      const checkbox = screen.getByRole('checkbox', { name });
      expect(checkbox.id).not.toMatch(/\s/);
      expect(document.querySelectorAll(`[id="${checkbox.id}"]`)).toHaveLength(1);
    }
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JourneyStep, type JourneyStepStatus } from './journey-step';
import { journeyStepTitles } from './step-titles';

function Step({ status, onEdit }: { status: JourneyStepStatus; onEdit?: () => void }) {
  return (
    <JourneyStep
      number={2}
      title={journeyStepTitles.party}
      status={status}
      summary="2 adults, 05/12/2026 at 19:30"
      onEdit={onEdit}
      headingLevel={3}
    >
      <button type="button">Check availability</button>
    </JourneyStep>
  );
}

describe('JourneyStep', () => {
  it('shows the numbered heading and the controls while active', () => {
    render(<Step status="active" onEdit={() => {}} />);
    const heading = screen.getByRole('heading', { level: 3, name: '2. Table size, time and date' });
    expect(screen.getByRole('region', { name: '2. Table size, time and date' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Check availability' })).toBeInTheDocument();
    expect(screen.queryByText('2 adults, 05/12/2026 at 19:30')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('shows the summary and an Edit button once done', async () => {
    const onEdit = jest.fn();
    render(<Step status="done" onEdit={onEdit} />);
    expect(screen.getByText('2 adults, 05/12/2026 at 19:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check availability' })).not.toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit step 2: Table size, time and date' });
    expect(edit).toHaveTextContent(/^Edit/);
    await userEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows only the heading before the step is reached', () => {
    render(<Step status="todo" onEdit={() => {}} />);
    const region = screen.getByRole('region', { name: '2. Table size, time and date' });
    expect(region).not.toHaveAttribute('aria-current');
    expect(region).toHaveTextContent(/^2\. Table size, time and date$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves the focus to its heading when it becomes active, but not when it opens active', () => {
    const { rerender } = render(<Step status="active" />);
    const heading = screen.getByRole('heading', { name: '2. Table size, time and date' });
    expect(heading).not.toHaveFocus();
    rerender(<Step status="done" />);
    expect(heading).not.toHaveFocus();
    rerender(<Step status="active" />);
    expect(heading).toHaveFocus();
  });

  it('takes its heading level from the page when none is given', () => {
    render(
      <JourneyStep number={5} title={journeyStepTitles.extras} status="todo">
        {null}
      </JourneyStep>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '5. Extras?' })).toBeInTheDocument();
  });
});

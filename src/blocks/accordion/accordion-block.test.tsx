import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionBlock } from './accordion-block';
import { accordionFixture } from './accordion.fixture';
import { accordionSchema } from './accordion.schema';

const accordion = accordionSchema.parse(accordionFixture);
const toggle = (name: string) => screen.getByRole('button', { name });
/** The sprite icon a toggle shows (decorative, so hidden from the accessibility tree). */
const iconOf = (button: HTMLElement) =>
  button.querySelector('use')?.getAttribute('href')?.split('#')[1];

describe('AccordionBlock', () => {
  it('starts with every answer closed, each question a heading under the title', () => {
    render(<AccordionBlock {...accordion} />);
    expect(
      screen.getByRole('heading', { name: 'Questions about your visit', level: 2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Do you have gluten-free pizza?', level: 3 }),
    ).toBeInTheDocument();
    for (const question of accordion.panels.map((panel) => panel.title)) {
      expect(toggle(question)).toHaveAttribute('aria-expanded', 'false');
      expect(iconOf(toggle(question))).toBe('plus-lg');
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/gluten-free base/)).not.toBeVisible();
  });

  it('opens an answer as a region named by its question, with a minus icon', async () => {
    render(<AccordionBlock {...accordion} />);
    const question = toggle('Do you have gluten-free pizza?');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(iconOf(question)).toBe('dash-lg');
    const answer = screen.getByRole('region', { name: 'Do you have gluten-free pizza?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('every pizza can be made on our gluten-free base');
  });

  it('keeps several answers open, and closes one when its question is pressed again', async () => {
    render(<AccordionBlock {...accordion} />);
    await userEvent.click(toggle('Do you have gluten-free pizza?'));
    await userEvent.click(toggle('Can I bring my dog?'));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    await userEvent.click(toggle('Do you have gluten-free pizza?'));
    expect(screen.getAllByRole('region').map((region) => region.id)).toEqual([
      toggle('Can I bring my dog?').getAttribute('aria-controls'),
    ]);
  });

  it('opens and closes with the keyboard', async () => {
    render(<AccordionBlock {...accordion} />);
    await userEvent.tab();
    expect(toggle('Do you have gluten-free pizza?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle('Do you have gluten-free pizza?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle('Do you have gluten-free pizza?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the questions section headings when it has no title', () => {
    render(<AccordionBlock {...accordion} title={undefined} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

describe('accordionSchema', () => {
  it('drops a panel without an answer, and refuses an accordion with no panels', () => {
    const [first, second] = accordionFixture.items as object[];
    const noAnswer = { ...second, body: undefined };
    expect(accordionSchema.parse({ ...accordionFixture, items: [first, noAnswer] }).panels).toEqual(
      [expect.objectContaining({ title: 'Do you have gluten-free pizza?' })],
    );
    expect(accordionSchema.safeParse({ ...accordionFixture, items: [noAnswer] }).success).toBe(
      false,
    );
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportGoalTools } from '../../ui/components/GoalTools/ReportGoalTools';
import { GOALS_COPY } from '../../ui/domain/copy/goals';
import { REPORT_GOALS_COPY } from '../../ui/domain/copy/report';
import { NO_CONTROL, SETTINGS } from '../controls';
import { GOAL_LOAN } from '../goalFixtures';

const meta = {
  title: 'Components/GoalTools/ReportGoalTools',
  component: ReportGoalTools,
  args: { settings: GOAL_LOAN, onInsert: fn() },
  argTypes: { settings: SETTINGS, onInsert: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Sekcja raportu „Nadpłaty z celem”: zamknięta, dopóki jej nie otworzyć (kod narzędzi ładuje się dopiero wtedy). `Wstaw do nadpłat` zaczyna nową symulację z ustawieniami raportu i nową nadpłatą.',
      },
    },
  },
} satisfies Meta<typeof ReportGoalTools>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: REPORT_GOALS_COPY.title });

/** Closed: the section's title, what inserting does, and the toggle. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(section(canvasElement));
    await expect(
      canvas.getByRole('heading', { level: 2, name: REPORT_GOALS_COPY.title }),
    ).toBeVisible();
    await expect(canvas.getByText(REPORT_GOALS_COPY.note)).toBeVisible();
    await expect(canvas.getByRole('button', { name: REPORT_GOALS_COPY.toggle })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('heading', { name: GOALS_COPY.seekTitle })).toBeNull();
  },
};

/**
 * Opened, the tools load and work on the report's settings; `Wstaw do nadpłat` hands on those
 * settings with the answer's rows: issue 36's 784 zł a month to end the loan after 15 years.
 */
export const OpenAndInsert: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(section(canvasElement));
    const toggle = canvas.getByRole('button', { name: REPORT_GOALS_COPY.toggle });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('heading', { name: GOALS_COPY.seekTitle })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(GOALS_COPY.targetYears), '15');
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.compute }));
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    await expect(args.onInsert).toHaveBeenCalledWith({
      ...GOAL_LOAN,
      overpayments: [{ month: 1, amount: 784, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
    });
    // The rows go to a new run on the home page, not into a form here.
    await expect(canvas.queryByText(GOALS_COPY.inserted)).toBeNull();
  },
};

/** Closed again, the tools leave the page. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(section(canvasElement));
    const toggle = canvas.getByRole('button', { name: REPORT_GOALS_COPY.toggle });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('heading', { name: GOALS_COPY.seekTitle })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: GOALS_COPY.seekTitle })).toBeNull();
  },
};

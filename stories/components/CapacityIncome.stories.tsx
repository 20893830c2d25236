import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapacityIncome } from '../../ui/components/CapacityIncome/CapacityIncome';
import { NO_CONTROL, TEXT } from '../controls';
import { plain } from '../capacityFixtures';

const meta = {
  title: 'Components/CapacityIncome',
  component: CapacityIncome,
  args: {
    value: '',
    message: null,
    onChange: () => undefined,
    onBlur: () => undefined,
    answer: null,
    ageLimit: 75,
  },
  argTypes: { value: TEXT, onChange: NO_CONTROL, onBlur: NO_CONTROL, answer: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          '`Jaki dochód potrzebny na kwotę …`: najniższy dochód netto z umowy o pracę, przy którym zdolność obejmie kwotę, albo `Żaden dochód nie wystarczy: …` z powodem.',
      },
    },
  },
} satisfies Meta<typeof CapacityIncome>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (canvasElement: HTMLElement) =>
  plain(within(canvasElement).getByRole('status').textContent);

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(answer(canvasElement)).toBe(
      'Uzupełnij dane powyżej, aby policzyć potrzebny dochód.',
    );
  },
};

export const Found: Story = {
  args: { value: '400000', answer: { amount: 400_000, needed: { kind: 'found', income: 7841 } } },
  play: async ({ canvasElement }) => {
    await expect(answer(canvasElement)).toBe(
      'Jaki dochód potrzebny na kwotę 400 000,00 zł? Co najmniej 7 841,00 zł netto miesięcznie z umowy o pracę.',
    );
  },
};

export const NoneForAge: Story = {
  args: {
    value: '400000',
    answer: { amount: 400_000, needed: { kind: 'impossible', reason: 'AGE' } },
  },
  play: async ({ canvasElement }) => {
    await expect(answer(canvasElement)).toBe(
      'Żaden dochód nie wystarczy: kredyt musi się skończyć, zanim najstarszy kredytobiorca skończy 75 lat, a wiek nie zostawia na to ani roku.',
    );
  },
};

export const NoneForValue: Story = {
  args: {
    value: '850000',
    answer: {
      amount: 850_000,
      needed: { kind: 'impossible', reason: 'VALUE', limit: 800_000 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(answer(canvasElement)).toBe(
      'Żaden dochód nie wystarczy: kwota przekracza limit wartości nieruchomości (800 000,00 zł).',
    );
  },
};

export const NoneForContribution: Story = {
  args: {
    value: '700000',
    answer: {
      amount: 700_000,
      needed: { kind: 'impossible', reason: 'CONTRIBUTION', limit: 600_000 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(answer(canvasElement)).toBe(
      'Żaden dochód nie wystarczy: kwota przekracza cenę nieruchomości pomniejszoną o wkład własny (600 000,00 zł).',
    );
  },
};

export const FieldError: Story = {
  args: { value: '1', message: 'Podana kwota jest za niska (min. 30 000 zł).' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Podana kwota jest za niska (min. 30 000 zł).')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Kwota kredytu (zł)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

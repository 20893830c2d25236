import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatePathBuilder } from '../../ui/components/RatePathSection/RatePathBuilder';
import { NO_CONTROL, radio } from '../controls';

const typed = (value: string) => ({ value, onChange: fn() });

const meta = {
  title: 'Components/RatePathBuilder',
  component: RatePathBuilder,
  // Each render its own ids, so a Docs page showing a story twice has no clashing ids.
  render: function Render(args) {
    const idPrefix = useId();
    return <RatePathBuilder {...args} idPrefix={idPrefix} />;
  },
  args: {
    method: 'SHOCK',
    idPrefix: '',
    delta: typed('1,5'),
    shockMonth: typed('25'),
    years: typed('5'),
    margin: typed('2'),
    index: 'WIBOR_3M',
    onIndexChange: fn(),
    lastKnown: null,
    history: null,
    range: null,
    start: null,
    onInsert: fn(),
  },
  argTypes: {
    method: radio(['SHOCK', 'PERIODIC', 'HISTORICAL']),
    idPrefix: NO_CONTROL,
    delta: NO_CONTROL,
    shockMonth: NO_CONTROL,
    years: NO_CONTROL,
    margin: NO_CONTROL,
    onIndexChange: NO_CONTROL,
    lastKnown: NO_CONTROL,
    history: NO_CONTROL,
    range: NO_CONTROL,
    start: NO_CONTROL,
    onInsert: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Pola sposobu wyznaczenia zmian innego niż „Ręcznie” i przycisk „Wstaw zmiany”. Pola nie pokazują własnych komunikatów: sekcja sprawdza je razem przy wstawianiu. Punkty procentowe czyta ten sam parser co oprocentowanie (kropka lub przecinek), lata – jak okres kredytowania.',
      },
    },
  },
} satisfies Meta<typeof RatePathBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Jednorazowy wzrost`: by how many points, from which instalment. */
export const Shock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const delta = canvas.getByLabelText('Zmiana oprocentowania (pkt proc.)');
    await expect(delta).toHaveValue('1,5');
    await expect(delta).toHaveAccessibleDescription('Może być ujemna, np. -1,5.');
    await expect(canvas.getByLabelText('Od raty nr')).toHaveValue('25');
    await userEvent.type(delta, '5');
    await expect(args.delta.onChange).toHaveBeenLastCalledWith('1,55');
    await userEvent.click(canvas.getByRole('button', { name: 'Wstaw zmiany' }));
    await expect(args.onInsert).toHaveBeenCalledTimes(1);
  },
};

/** `Okresowo stała`: years, a margin and the index, with its last known value. */
export const Periodic: Story = {
  args: { method: 'PERIODIC', lastKnown: { value: 3.85, month: 'kwiecień 2026' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Stała przez (lata)')).toHaveValue('5');
    await expect(canvas.getByLabelText('Marża (pkt proc.)')).toHaveValue('2');
    await expect(
      canvas.getByText(/^WIBOR 3M: 3,85\s?% \(ostatnia znana wartość, kwiecień 2026\)$/),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Wskaźnik'), 'WIBOR_6M');
    await expect(args.onIndexChange).toHaveBeenCalledWith('WIBOR_6M');
  },
};

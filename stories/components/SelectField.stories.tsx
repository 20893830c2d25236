import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from '../../ui/components/SimulationForm/SelectField';
import { OVERPAYMENT_REPEATS, type OverpaymentRepeat } from '../../ui/domain';
import { OVERPAYMENTS_COPY } from '../../ui/domain/copy';
import { NO_CONTROL, radio, TEXT } from '../controls';

const OPTIONS = OVERPAYMENT_REPEATS.map(
  (repeat) => [repeat, OVERPAYMENTS_COPY.repeats[repeat]] as const,
);

const meta = {
  title: 'Components/SelectField',
  component: SelectField<OverpaymentRepeat>,
  // Each render its own id, so a Docs page showing a story twice has no clashing ids.
  render: function Render(args) {
    const id = useId();
    return <SelectField {...args} id={id} />;
  },
  args: {
    id: '',
    label: OVERPAYMENTS_COPY.repeat,
    value: 'MONTHLY',
    options: OPTIONS,
    onChange: fn(),
  },
  argTypes: {
    value: radio(OVERPAYMENT_REPEATS),
    label: TEXT,
    labelSuffix: TEXT,
    id: NO_CONTROL,
    options: NO_CONTROL,
    onChange: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Natywna lista wyboru w stylu pól liczbowych, np. „Powtarzaj” i „Efekt nadpłaty” w wierszu nadpłaty. `labelSuffix` jest czytany po etykiecie, lecz niewidoczny (np. „, nadpłata 2”).',
      },
    },
  },
} satisfies Meta<typeof SelectField<OverpaymentRepeat>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText(OVERPAYMENTS_COPY.repeat);
    await userEvent.selectOptions(select, 'YEARLY');
    await expect(args.onChange).toHaveBeenCalledWith('YEARLY');
  },
};

/** In an overpayment's row the list is named with the row's number, which is not shown. */
export const InRow: Story = {
  args: { labelSuffix: ', nadpłata 2', value: 'ONCE' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: `${OVERPAYMENTS_COPY.repeat}, nadpłata 2`,
    });
    await expect(select).toHaveDisplayValue(OVERPAYMENTS_COPY.repeats.ONCE);
  },
};

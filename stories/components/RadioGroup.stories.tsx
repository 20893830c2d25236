import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '../../ui/components/SimulationForm/RadioGroup';
import { FORM_COPY } from '../../ui/domain/copy/form';
import { MORTGAGE_TYPE_COPY } from '../../ui/domain/copy/shared';
import type { MortgageType } from '../../ui/domain';
import { TEXT } from '../controls';

const onChange = fn();

/**
 * The group as a form holds it: the choice it shows is the one last made. Its name is its own, so
 * the stories a Docs page draws together stay separate groups.
 */
function Controlled(props: RadioGroupProps<MortgageType>) {
  const [value, setValue] = useState(props.value);
  const name = `${props.name}${useId()}`;
  return (
    <RadioGroup
      {...props}
      name={name}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup<MortgageType>,
  render: (args) => <Controlled {...args} />,
  args: {
    legend: FORM_COPY.typeLegend,
    name: 'rodzaj-rat',
    value: 'ANNUITY',
    options: [
      ['ANNUITY', MORTGAGE_TYPE_COPY.ANNUITY],
      ['LINEAR', MORTGAGE_TYPE_COPY.LINEAR],
    ],
    onChange,
  },
  argTypes: { legend: TEXT },
  parameters: {
    docs: {
      description: {
        component:
          'Wybór jednej z kilku opcji (np. `Rodzaj rat`): przyciski radiowe pod pogrubioną legendą, każdy o celu dotyku 44 px. Strzałki przesuwają wybór w grupie, jak w każdej grupie radiowej.',
      },
    },
  },
  beforeEach: () => {
    onChange.mockClear();
  },
} satisfies Meta<typeof RadioGroup<MortgageType>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's instalment types, annuity chosen; the arrow key moves the choice. */
export const InstalmentTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Rodzaj rat' });
    const annuity = within(group).getByRole('radio', { name: 'Stała (annuitetowa)' });
    await expect(annuity).toBeChecked();
    await userEvent.click(annuity);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Malejąca' })).toBeChecked();
    await expect(onChange).toHaveBeenLastCalledWith('LINEAR');
    const label = within(group).getByText('Malejąca').closest('label');
    await expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A legend read but not shown, where the options' texts say enough. */
export const HiddenLegend: Story = {
  args: { legendHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Rodzaj rat' })).toBeInTheDocument();
    await expect(canvas.getByText('Rodzaj rat')).toHaveClass('visually-hidden');
  },
};

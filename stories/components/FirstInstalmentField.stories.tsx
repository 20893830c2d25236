import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FirstInstalmentField,
  type FirstInstalmentFieldProps,
} from '../../ui/components/SimulationForm/FirstInstalmentField';
import { RATE_PATH_COPY } from '../../ui/domain/copy/scenario';
import { NO_CONTROL } from '../controls';

const onChange = fn();
const onBlur = fn();

/** The field as a form holds it, with an id of its own: a Docs page draws every story at once. */
function Controlled(props: FirstInstalmentFieldProps) {
  const [value, setValue] = useState(props.value);
  const id = useId();
  return (
    <FirstInstalmentField
      {...props}
      id={id}
      value={value}
      onChange={(month) => {
        setValue(month);
        props.onChange(month);
      }}
    />
  );
}

const meta = {
  title: 'Components/FirstInstalmentField',
  component: FirstInstalmentField,
  render: (args) => <Controlled {...args} />,
  args: { id: 'pierwsza-rata', value: '', message: null, onChange, onBlur },
  argTypes: { id: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Opcjonalny miesiąc pierwszej raty (`Pierwsza rata (miesiąc i rok)`): gdy jest podany, harmonogram pokazuje miesiąc każdej raty.',
      },
    },
  },
  beforeEach: () => {
    onChange.mockClear();
    onBlur.mockClear();
  },
} satisfies Meta<typeof FirstInstalmentField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as the form opens: optional, with its example. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Pierwsza rata (miesiąc i rok)');
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Opcjonalnie, np\. 2026-04/);
  },
};

/** A month typed: the form hears it, and hears the field left. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Pierwsza rata (miesiąc i rok)');
    await userEvent.type(field, '2026-04');
    await expect(onChange).toHaveBeenLastCalledWith('2026-04');
    await userEvent.tab();
    await expect(onBlur).toHaveBeenCalled();
  },
};

/** A message beside the field, which is then marked invalid. */
export const WithMessage: Story = {
  args: { value: '', message: RATE_PATH_COPY.firstInstalmentInvalid },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Pierwsza rata (miesiąc i rok)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      /Podaj miesiąc i rok w postaci RRRR-MM, np\. 2026-04\./,
    );
  },
};

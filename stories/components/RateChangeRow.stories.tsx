import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RateChangeRow } from '../../ui/components/RatePathSection/RateChangeRow';
import { NO_CONTROL } from '../controls';

/** No field of the row shows a message. */
const noMessage: (fieldId: string) => string | null = () => null;

const meta = {
  title: 'Components/RateChangeRow',
  component: RateChangeRow,
  // Each render its own ids, so a Docs page showing a story twice has no clashing ids.
  render: function Render(args) {
    const idPrefix = useId();
    return <RateChangeRow {...args} idPrefix={idPrefix} />;
  },
  args: {
    row: { key: 1, month: '13', rate: '8,25' },
    position: 2,
    idPrefix: '',
    message: noMessage,
    touch: fn(),
    onChange: fn(),
    onRemove: fn(),
  },
  argTypes: {
    row: NO_CONTROL,
    idPrefix: NO_CONTROL,
    message: NO_CONTROL,
    touch: NO_CONTROL,
    onChange: NO_CONTROL,
    onRemove: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Jeden wiersz zmian oprocentowania w sekcji „Zmienne”: od której raty, nowe oprocentowanie i „Usuń zmianę”. Nazwy pól niosą numer wiersza („Od raty nr, zmiana 2”), niewidoczny na ekranie. Oprocentowanie czyta ten sam parser co pole RRSO: kropka lub przecinek to separator dziesiętny, wklejone `8,25 %` traci znak procentu.',
      },
    },
  },
} satisfies Meta<typeof RateChangeRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row's fields are named with its number; typing and pasting reach the section. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Od raty nr, zmiana 2')).toHaveValue('13');
    const rate = canvas.getByLabelText('Oprocentowanie (%), zmiana 2');
    await expect(rate).toHaveValue('8,25');
    await userEvent.type(rate, '5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ rate: '8,255' });
    (rate as HTMLInputElement).setSelectionRange(0, 4);
    await userEvent.paste('9.5 %');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ rate: '9.5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń zmianę, zmiana 2' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** A message beside the field once the section shows it. */
export const WithMessage: Story = {
  args: {
    row: { key: 1, month: '13', rate: '8,1234567' },
    message: (id: string) =>
      id.endsWith('stopa') ? 'Oprocentowanie może mieć najwyżej 6 miejsc po przecinku.' : null,
  },
  play: async ({ canvasElement }) => {
    const rate = within(canvasElement).getByLabelText('Oprocentowanie (%), zmiana 2');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription(
      'Oprocentowanie może mieć najwyżej 6 miejsc po przecinku.',
    );
  },
};

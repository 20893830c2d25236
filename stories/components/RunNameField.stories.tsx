import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RunNameField, runNameIn } from '../../ui/components/SimulationForm/RunNameField';
import { RUN_NAME_COPY } from '../../ui/domain/copy/results';
import { RUN_NAME_MAX_LENGTH } from '../../ui/domain/limits';
import { NO_CONTROL, TEXT } from '../controls';

const onNameChange = fn();

/** The field with an id prefix of its own: a Docs page draws every story at once. */
function WithOwnId(props: { initialName?: string; onNameChange?: (name: string) => void }) {
  return <RunNameField {...props} idPrefix={useId()} />;
}

const meta = {
  title: 'Components/RunNameField',
  component: WithOwnId,
  args: { initialName: '', onNameChange },
  argTypes: { initialName: TEXT, onNameChange: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          '`Nazwa (opcjonalnie)` (issue 32): nazwa symulacji, czytana dopiero przy starcie (`runNameIn`), więc pisanie nie przerysowuje formularza.',
      },
    },
  },
  beforeEach: () => {
    onNameChange.mockClear();
  },
} satisfies Meta<typeof WithOwnId>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as the form opens: optional, its example and limit read with it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(RUN_NAME_COPY.label);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(RUN_NAME_COPY.hint);
    await expect(field).toHaveAttribute('maxlength', String(RUN_NAME_MAX_LENGTH));
  },
};

/** A name typed: the form kept in the tab hears it, and the start reads it from the field. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(RUN_NAME_COPY.label);
    await userEvent.type(field, 'Oferta banku A');
    await expect(onNameChange).toHaveBeenLastCalledWith('Oferta banku A');
    await expect(runNameIn(canvasElement)).toBe('Oferta banku A');
  },
};

/** Restored from the form kept in the tab. */
export const Restored: Story = {
  args: { initialName: 'Oferta banku B' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(RUN_NAME_COPY.label)).toHaveValue(
      'Oferta banku B',
    );
  },
};

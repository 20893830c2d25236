import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from '../../ui/components/Disclosure/Disclosure';
import { BOOLEAN, NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  // The open state lives in the story, as it lives in the settings form.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    // Each render its own panel id, so a Docs page showing a story twice has no clashing ids.
    const id = useId();
    return (
      <Disclosure
        {...args}
        id={id}
        open={open}
        onToggle={() => {
          setOpen((current) => !current);
        }}
      />
    );
  },
  args: {
    id: '',
    label: 'Nadpłaty (2)',
    open: false,
    onToggle: () => undefined,
    children: <p>Treść sekcji, ładowana przy pierwszym otwarciu.</p>,
  },
  argTypes: {
    label: TEXT,
    open: BOOLEAN,
    id: NO_CONTROL,
    onToggle: NO_CONTROL,
    children: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Zwijana sekcja formularza (Nadpłaty, Koszty kredytu), domyślnie zamknięta. Przycisk mówi czytnikom, czy sekcja jest otwarta (`aria-expanded`) i którą część sterują (`aria-controls`); treść renderuje się dopiero po otwarciu.',
      },
    },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Nadpłaty/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/Treść sekcji/)).toBeVisible();
  },
};

/** Open: the turned triangle and the panel under it. */
export const Open: Story = {
  args: { open: true },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Nadpłaty/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/Treść sekcji/)).toBeVisible();
  },
};

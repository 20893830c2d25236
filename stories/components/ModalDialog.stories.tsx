import { Title } from '@radix-ui/react-dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as styles from '../../ui/components/DeleteDialog/DeleteDialog.css';
import { Button } from '../../ui/components/Button/Button';
import { headingClass } from '../../ui/components/Heading/Heading';
import { ModalDialog, type ModalDialogProps } from '../../ui/components/ModalDialog/ModalDialog';
import { BOOLEAN, NO_CONTROL, radio } from '../controls';
import { PHONE } from '../viewports';

/** A page behind the dialog, with a control that must be out of reach while it is open. */
function Page(props: Omit<ModalDialogProps, 'children'> & { withInitialFocus?: boolean }) {
  const { withInitialFocus = false, ...dialog } = props;
  const second = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ padding: 16 }}>
      <p>Strona pod oknem.</p>
      <Button tone="secondary">Przycisk na stronie</Button>
      <ModalDialog {...dialog} {...(withInitialFocus ? { initialFocus: second } : {})}>
        <Title className={headingClass(2)}>Okno modalne</Title>
        <p className={styles.text}>Treść okna.</p>
        <div className={styles.buttons}>
          <Button tone="secondary">Pierwszy</Button>
          <Button ref={second} tone="secondary">
            Drugi
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}

const meta = {
  title: 'Components/ModalDialog',
  component: ModalDialog,
  render: (args) => <Page {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    role: 'dialog',
    overlayClassName: styles.overlay,
    contentClassName: styles.content,
    children: null,
  },
  argTypes: {
    open: BOOLEAN,
    role: radio(['dialog', 'alertdialog']),
    onOpenChange: NO_CONTROL,
    overlayClassName: NO_CONTROL,
    contentClassName: NO_CONTROL,
    returnFocusTo: NO_CONTROL,
    initialFocus: NO_CONTROL,
    described: NO_CONTROL,
    children: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wspólna podstawa okien „Menu główne aplikacji” i „Potwierdzenie usunięcia”: okno Radix bez jego blokady strony; po pierwszej klatce z oknem reszta strony dostaje `inert` (bez fokusu, kliknięć i czytników ekranu) i przestaje się przewijać. Escape i kliknięcie obok zamykają, Tab krąży w oknie.',
      },
      story: { inline: false, height: '480px' },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: focus inside, the page behind inert and still; Tab goes round the dialog's controls. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Okno modalne' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(canvasElement.closest('[inert]')).not.toBeNull());
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** An alert dialog whose initial focus is a given control, not the first one. */
export const AlertWithInitialFocus: Story = {
  args: { role: 'alertdialog' },
  render: (args) => <Page {...args} withInitialFocus />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Okno modalne' });
    await expect(within(dialog).getByRole('button', { name: 'Drugi' })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Closed: no dialog to see or reach, and the page is neither inert nor locked. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  },
};

/** A page whose button opens the dialog, mounted closed from the start, as the islands mount it. */
function Toggled({ onOpenChange, ...props }: Omit<ModalDialogProps, 'children' | 'open'>) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ padding: 16 }}>
      <p>Strona pod oknem.</p>
      <Button
        ref={toggle}
        tone="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Otwórz okno
      </Button>
      <ModalDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        returnFocusTo={toggle}
      >
        <Title className={headingClass(2)}>Okno modalne</Title>
        <div className={styles.buttons}>
          <Button tone="secondary">Pierwszy</Button>
        </div>
      </ModalDialog>
    </div>
  );
}

/**
 * Mounted closed, the dialog is drawn ahead but hidden: out of sight and of the accessibility
 * tree, the page neither inert nor locked. Opening reveals that same element, focused; closing
 * hides it again and gives focus back, and it opens as often as asked.
 */
export const DrawnAheadWhileClosed: Story = {
  render: (args) => <Toggled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Portalled into <body>, outside the story's canvas; this story renders the only one.
    const drawn = await waitFor(() => {
      const elements = document.querySelectorAll<HTMLElement>('[role="dialog"]');
      if (elements.length !== 1) throw new Error('The closed dialog is not built ahead.');
      return elements[0] as HTMLElement;
    });
    await expect(drawn.checkVisibility()).toBe(false);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    const toggle = canvas.getByRole('button', { name: 'Otwórz okno' });
    // Hidden, it listens to nothing: Escape and a tap on the page do not reach it.
    toggle.focus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByText('Strona pod oknem.'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    for (let opening = 0; opening < 2; opening += 1) {
      await userEvent.click(toggle);
      await expect(screen.getByRole('dialog', { name: 'Okno modalne' })).toBe(drawn);
      await waitFor(() => expect(drawn.contains(document.activeElement)).toBe(true));
      await waitFor(() => expect(canvasElement.closest('[inert]')).not.toBeNull());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(toggle).toHaveFocus());
      await expect(drawn.checkVisibility()).toBe(false);
      await expect(canvasElement.closest('[inert]')).toBeNull();
      await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    }
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Okno modalne' });
    // The dialog fits the phone's screen.
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

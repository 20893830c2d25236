import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MoreActions } from '../../ui/components/MoreActions/MoreActions';
import { PHONE } from '../viewports';
import { annuity } from '../fixtures';
import { NO_CONTROL, TEXT } from '../controls';

const onDelete = fn();

const meta = {
  title: 'Components/MoreActions',
  component: MoreActions,
  ...PHONE,
  args: {
    name: `Więcej akcji: ${annuity.label}`,
    items: [
      { text: 'Użyj jako punkt wyjścia', href: '/#na-podstawie=sym-0' },
      { text: 'Usuń symulację', danger: true, onSelect: onDelete },
    ],
  },
  argTypes: { name: TEXT, text: TEXT, items: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Menu „Więcej akcji” (poniżej 600 px zastępuje rząd przycisków w wierszu tabeli i w raporcie). Do pierwszego otwarcia to zwykły przycisk HTML; pierwsze kliknięcie, Enter lub spacja wczytuje menu Radix i otwiera je z fokusem na pierwszej pozycji. Escape zamyka menu i oddaje fokus przyciskowi; wybrana akcja rusza dopiero wtedy, więc okno, które otworzy, odda fokus temu samemu przyciskowi.',
      },
    },
  },
  beforeEach: () => {
    onDelete.mockClear();
  },
} satisfies Meta<typeof MoreActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: `Więcej akcji: ${annuity.label}` });

/** Closed, the button is plain HTML that says it has a menu; no menu is drawn yet. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Opened by a tap, over the page: the screenshot is of the whole page (it is portalled). */
export const Open: Story = {
  parameters: { screenshot: 'page' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' }),
    ).toHaveFocus();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    // It fits the 360 px screen.
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/**
 * By keyboard: Enter on the plain button loads and opens the menu with the focus on its first
 * item, the arrows move between items, and Escape closes it with the focus back on the button.
 */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const [first, second] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(onDelete).not.toHaveBeenCalled();
    // Loaded now, it opens again by Space, as a Radix menu button.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** An action runs once the menu has gone and the focus is back on the button it came from. */
export const ActionRunsWithTheFocusBack: Story = {
  render: (args) => <FocusAtAction {...args} />,
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Usuń symulację' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
    await expect(screen.queryByRole('menu')).toBeNull();
    // What had the focus when the action ran: a dialog it opens returns the focus there.
    await expect(within(canvasElement).getByTestId('fokus').textContent).toBe(
      `Więcej akcji: ${annuity.label}`,
    );
  },
};

/** Records what holds the focus when the menu's action runs. */
function FocusAtAction(props: Parameters<typeof MoreActions>[0]) {
  const seen = useRef<HTMLOutputElement>(null);
  return (
    <>
      <MoreActions
        {...props}
        items={props.items.map((item) =>
          'onSelect' in item
            ? {
                ...item,
                onSelect: () => {
                  if (seen.current !== null) {
                    seen.current.textContent =
                      document.activeElement?.getAttribute('aria-label') ?? '';
                  }
                  item.onSelect();
                },
              }
            : item,
        )}
      />
      <output ref={seen} data-testid="fokus" />
    </>
  );
}

/** With a visible text (the report's), the button reads `Więcej akcji` and names the run. */
export const WithText: Story = {
  args: { text: 'Więcej akcji' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Więcej akcji');
  },
};

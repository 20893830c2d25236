import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReportActions } from '../../ui/components/ReportActions/ReportActions';
import { PHONE } from '../viewports';
import { annuity } from '../fixtures';
import { choice, NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/ReportActions',
  component: ReportActions,
  args: {
    onShare: fn(),
    onDownloadCsv: fn(),
    onPrint: fn(),
    startFromHref: '/#na-podstawie=sym-0',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Działania raportu: Udostępnij (schowek, arkusz udostępniania telefonu albo link do skopiowania ręcznie), Pobierz harmonogram (CSV), Drukuj lub zapisz PDF oraz link „Użyj jako punkt wyjścia”.',
      },
    },
  },
  argTypes: {
    shareStatus: choice({
      brak: null,
      skopiowano: { kind: 'copied' },
      'link do skopiowania': {
        kind: 'manual',
        link: 'https://symulator-hipoteczny.pl/symulacja/udostepniona#abc',
      },
    }),
    startFromHref: TEXT,
    label: TEXT,
    onShare: NO_CONTROL,
    onDownloadCsv: NO_CONTROL,
    onPrint: NO_CONTROL,
  },
} satisfies Meta<typeof ReportActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Udostępnij' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Pobierz harmonogram (CSV)' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Drukuj lub zapisz PDF' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Użyj jako punkt wyjścia' })).toHaveAttribute(
      'href',
      '/#na-podstawie=sym-0',
    );
  },
};

/** The link was copied to the clipboard. */
export const Copied: Story = {
  args: { shareStatus: { kind: 'copied' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /Link skopiowany do schowka/,
    );
  },
};

/** No clipboard (an http address, a refused permission): the link is shown to copy by hand. */
export const CopyByHand: Story = {
  args: {
    shareStatus: {
      kind: 'manual',
      link: 'https://symulator-hipoteczny.pl/symulacja/udostepniona#abc',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Skopiuj ten link ręcznie:')).toHaveValue(
      'https://symulator-hipoteczny.pl/symulacja/udostepniona#abc',
    );
  },
};

/**
 * On a phone the four actions are one `Więcej akcji` menu naming the run (issue 31); each item
 * does what its button does on wider screens, once the menu has closed.
 */
export const Mobile: Story = {
  ...PHONE,
  args: { label: annuity.label },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: `Więcej akcji: ${annuity.label}` });
    await expect(more).toHaveTextContent('Więcej akcji');
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    // The wide screens' buttons are not drawn.
    await expect(canvas.queryByRole('button', { name: 'Udostępnij' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Użyj jako punkt wyjścia' })).toBeNull();
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Udostępnij',
      'Pobierz harmonogram (CSV)',
      'Drukuj lub zapisz PDF',
      'Użyj jako punkt wyjścia',
    ]);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' }),
    ).toHaveAttribute('href', '/#na-podstawie=sym-0');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Udostępnij' }));
    await waitFor(() => expect(args.onShare).toHaveBeenCalledOnce());
    await expect(args.onPrint).not.toHaveBeenCalled();
    await expect(screen.queryByRole('menu')).toBeNull();
    // The status line stays outside the menu, so the copied link's note shows on a phone too.
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportActions } from '../../ui/components/ReportActions/ReportActions';
import { PHONE } from '../viewports';
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

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = [
      canvas.getByRole('button', { name: 'Udostępnij' }),
      canvas.getByRole('button', { name: 'Pobierz harmonogram (CSV)' }),
      canvas.getByRole('button', { name: 'Drukuj lub zapisz PDF' }),
      canvas.getByRole('link', { name: 'Użyj jako punkt wyjścia' }),
    ];
    // Every action stays on the phone's screen.
    for (const action of actions) {
      await expect(action).toBeVisible();
      await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
  },
};

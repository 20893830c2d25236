import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefinanceActions } from '../../ui/components/RefinanceResult/RefinanceActions';
import { BOOLEAN, NO_CONTROL, radio } from '../controls';

const meta = {
  title: 'Components/RefinanceActions',
  component: RefinanceActions,
  args: {
    names: ['Zostaję', 'Przenoszę kredyt'],
    chosen: 1,
    onChoose: fn(),
    refusal: null,
    insuranceLeftOut: false,
    onSave: fn(),
    save: { kind: 'idle' },
    onShare: fn(),
    share: { kind: 'idle' },
  },
  argTypes: {
    names: NO_CONTROL,
    chosen: radio([0, 1]),
    refusal: radio(['AMOUNT', 'TERM', 'COSTS']),
    insuranceLeftOut: BOOLEAN,
    save: NO_CONTROL,
    share: NO_CONTROL,
    onChoose: NO_CONTROL,
    onSave: NO_CONTROL,
    onShare: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          '`Zapisz jako symulację` dla wybranej możliwości i link do porównania (issue 34): powód, gdy zapis nie mieści się w rekordzie symulacji, informacja o ubezpieczeniu, którego zapis nie obejmie, odnośnik do zapisanego raportu, błąd zapisu i link do skopiowania.',
      },
    },
  },
} satisfies Meta<typeof RefinanceActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen offer can be saved: the button saves, the picker chooses another option. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Którą możliwość zapisać' }),
      'Zostaję',
    );
    await expect(args.onChoose).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz jako symulację' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A term not in whole years: the button is off and says why. */
export const Refused: Story = {
  args: { refusal: 'TERM' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Zapisz jako symulację' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Nie można zapisać: okres kredytu musi być pełną liczbą lat (od 1 do 40).',
    );
  },
};

/** The offer's insurance lasts part of the term: saved without it, and it says so first. */
export const InsuranceLeftOut: Story = {
  args: { insuranceLeftOut: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zapisz jako symulację' })).toBeEnabled();
    await expect(
      canvas.getByText(
        'Zapisana symulacja nie obejmie ubezpieczenia tej oferty: symulacja dolicza ubezpieczenie do każdej raty, a w ofercie trwa ono krócej niż kredyt.',
      ),
    ).toBeVisible();
  },
};

/** Saved: a link to the new run's report. */
export const Saved: Story = {
  args: { save: { kind: 'saved', href: '/symulacja/00000000-0000-4000-8000-000000000001' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Otwórz raport' }),
    ).toHaveAttribute('href', '/symulacja/00000000-0000-4000-8000-000000000001');
  },
};

/** The browser would not store the run. */
export const SaveFailed: Story = {
  args: { save: { kind: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nie udało się zapisać symulacji.')).toBeVisible();
  },
};

/** The clipboard refused: the link is shown to copy by hand. */
export const ShareByHand: Story = {
  args: {
    share: { kind: 'manual', link: 'https://symulator-hipoteczny.pl/refinansowanie#plan=x' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Skopiuj ten link:' })).toHaveValue(
      'https://symulator-hipoteczny.pl/refinansowanie#plan=x',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kopiuj link do porównania' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

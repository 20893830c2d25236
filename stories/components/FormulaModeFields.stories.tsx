import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  FormulaModeFields,
  type FormulaTextField,
} from '../../ui/components/RatePathSection/FormulaModeFields';
import { calendarMonthGenitive } from '../../ui/domain/calendar';
import { RATE_PATH_COPY } from '../../ui/domain/copy/scenario';
import { FORMULA_COPY } from '../../ui/domain/copy/variableRate';
import * as history from '../../ui/domain/history';
import { EMPTY_FORMULA, FORMULA_MODES, type FormulaValues } from '../../ui/domain/formulaValues';
import { radio } from '../controls';

/** What a designer varies: the way the index moves, and whether `Pierwsza rata` holds a month. */
interface Controls {
  mode: FormulaValues['mode'];
  hasStart: boolean;
  /** The rate series loaded (the source line shows then), or not yet. */
  withHistory: boolean;
}

/** The fields of one way, holding what is typed, with the last change read out under them. */
function Harness({ mode, hasStart, withHistory }: Controls) {
  const idPrefix = useId();
  const [formula, setFormula] = useState<FormulaValues>({ ...EMPTY_FORMULA, mode });
  const [last, setLast] = useState('');
  const set = (field: FormulaTextField, text: string) => {
    setFormula((current) => ({ ...current, [field]: text }));
    setLast(`${field}=${text}`);
  };
  return (
    <div>
      <FormulaModeFields
        formula={formula}
        set={set}
        idPrefix={idPrefix}
        hasStart={hasStart}
        history={withHistory ? history : null}
      />
      <output aria-label="Ostatnia zmiana">{last}</output>
    </div>
  );
}

const meta = {
  title: 'Components/RatePathSection/FormulaModeFields',
  component: Harness,
  args: { mode: 'FLAT', hasStart: true, withHistory: true },
  argTypes: { mode: radio(FORMULA_MODES) },
  parameters: {
    docs: {
      description: {
        component:
          'Pola wybranego sposobu zmian wskaźnika (issue 33), pod `Jak może się zmieniać wskaźnik`: historia od pierwszej raty, zmiany od miesiąca serii, jednorazowy wzrost, zamiana WIBOR → POLSTR z korektą. Każde pole oddaje wpisany tekst budowniczemu wzoru.',
      },
    },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Bez zmian`: nothing to fill in. */
export const Flat: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** `Historia wskaźnika` replays from `Pierwsza rata`, and names the series' source and range. */
export const History: Story = {
  args: { mode: 'HISTORY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FORMULA_COPY.historyHint)).toBeVisible();
    await expect(canvas.getByText(RATE_PATH_COPY.pastRates)).toBeVisible();
    const source = RATE_PATH_COPY.historicalSource(
      history.WIBOR_SOURCE,
      calendarMonthGenitive(history.RATES_HISTORY_FIRST_MONTH),
      calendarMonthGenitive(history.RATES_HISTORY_LAST_MONTH),
    );
    await expect(canvas.getByText(source)).toBeVisible();
  },
};

/** Without `Pierwsza rata` there is no month to replay from: the borrower is asked for it. */
export const HistoryWithoutStart: Story = {
  args: { mode: 'HISTORY', hasStart: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(RATE_PATH_COPY.historicalNeedsStart)).toBeVisible();
    await expect(canvas.queryByText(FORMULA_COPY.historyHint)).toBeNull();
  },
};

/** `Zmiany jak w historii`: the month the series' changes start from. */
export const Changes: Story = {
  args: { mode: 'CHANGES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(FORMULA_COPY.changesFrom);
    await expect(from).toHaveAttribute('type', 'month');
    await expect(canvas.getByText(RATE_PATH_COPY.pastRates)).toBeVisible();
  },
};

/** `Jednorazowy wzrost`: by how much and from which instalment, each typed into its own field. */
export const Shock: Story = {
  args: { mode: 'SHOCK' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.shockDelta), '2');
    await expect(canvas.getByRole('status', { name: 'Ostatnia zmiana' })).toHaveTextContent(
      'shockDelta=2',
    );
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.shockMonth), '13');
    await expect(canvas.getByRole('status', { name: 'Ostatnia zmiana' })).toHaveTextContent(
      'shockMonth=13',
    );
    // No source line: a shock does not read the series.
    await expect(canvas.queryByText(RATE_PATH_COPY.pastRates)).toBeNull();
  },
};

/** `Zamiana WIBOR → POLSTR`: the instalment, POLSTR's value and the korekta (which may be < 0). */
export const Switch: Story = {
  args: { mode: 'SWITCH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(FORMULA_COPY.switchMonth)).toBeVisible();
    await expect(canvas.getByLabelText(FORMULA_COPY.switchValue)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.spread), '-0,3');
    await expect(canvas.getByRole('status', { name: 'Ostatnia zmiana' })).toHaveTextContent(
      'spread=-0,3',
    );
    await expect(canvas.getByText(FORMULA_COPY.switchOwnPath)).toBeVisible();
  },
};

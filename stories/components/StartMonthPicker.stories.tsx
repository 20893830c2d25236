import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartMonthPicker } from '../../ui/components/RealCost/StartMonthPicker';
import { PHONE } from '../viewports';
import { choice, NO_CONTROL, TEXT } from '../controls';

/**
 * The GUS CPI series as the report offers it (January 1997 to February 2026), fixed here so a new
 * month in the data does not move the screenshots.
 */
const GUS_SERIES = { first: '1997-01', last: '2026-02' };

/** A series starting mid-year: its first year offers only the months from July. */
const FROM_JULY_2010 = { first: '2010-07', last: '2026-02' };

const meta = {
  title: 'Components/StartMonthPicker',
  component: StartMonthPicker,
  // The chosen month lives in the story, as it lives in RealCost; `onChange` still hears each one.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <StartMonthPicker
        {...args}
        value={value}
        onChange={(month) => {
          setValue(month);
          args.onChange(month);
        }}
      />
    );
  },
  args: { range: GUS_SERIES, value: '2001-03', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Wybór pierwszego miesiąca inflacji historycznej w „Koszcie realnym”: miesiąc i rok jako dwie natywne listy. Lista miesięcy pokazuje tylko miesiące wybranego roku objęte danymi GUS; zmiana roku zachowuje miesiąc albo przesuwa go do granicy danych. `value` spoza zakresu jest pokazywana jako najbliższy miesiąc z danymi.',
      },
    },
  },
  argTypes: {
    value: TEXT,
    range: choice({
      'dane GUS: styczeń 1997 – luty 2026': GUS_SERIES,
      'od lipca 2010 do lutego 2026': FROM_JULY_2010,
    }),
    onChange: NO_CONTROL,
  },
} satisfies Meta<typeof StartMonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two selects by their visible labels. */
function selects(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    month: canvas.getByRole('combobox', { name: 'Miesiąc' }),
    year: canvas.getByRole('combobox', { name: 'Rok' }),
  };
}

/**
 * Leaves the list the play chose in, as a visitor moves on: its focus ring would stand past the
 * story's edge and be cut off in the screenshot.
 */
function leave(select: HTMLElement) {
  select.blur();
}

/** The texts of a select's options, as the list shows them. */
function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** A 25-year loan ending with the series starts in March 2001, as the report's default. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Inflacja liczona od' });
    await expect(group).toBeVisible();
    const { month, year } = selects(canvasElement);
    await expect(month).toHaveDisplayValue('marzec');
    await expect(year).toHaveDisplayValue('2001');
    // A whole year inside the series offers all twelve months, in Polish, January first.
    await expect(optionTexts(month)).toEqual([
      'styczeń',
      'luty',
      'marzec',
      'kwiecień',
      'maj',
      'czerwiec',
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ]);
    const years = optionTexts(year);
    await expect(years[0]).toBe('1997');
    await expect(years.at(-1)).toBe('2026');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The keyboard reaches the month, then the year; each choice reaches `onChange` at once. */
export const ChoosingAMonth: Story = {
  args: { value: '2021-01' },
  play: async ({ canvasElement, args }) => {
    const { month, year } = selects(canvasElement);
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.selectOptions(month, 'wrzesień');
    await expect(args.onChange).toHaveBeenLastCalledWith('2021-09');
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2015');
    // The month stays September in the new year.
    await expect(args.onChange).toHaveBeenLastCalledWith('2015-09');
    await expect(month).toHaveDisplayValue('wrzesień');
    await expect(year).toHaveDisplayValue('2015');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    leave(year);
  },
};

/**
 * The series' last month: its year offers only January and February, and moving the year to it
 * from a later month (November 2025) lands on the last month with data, February 2026.
 */
export const EndOfRange: Story = {
  args: { value: '2025-11' },
  play: async ({ canvasElement, args }) => {
    const { month, year } = selects(canvasElement);
    await userEvent.selectOptions(year, '2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02');
    await expect(month).toHaveDisplayValue('luty');
    await expect(optionTexts(month)).toEqual(['styczeń', 'luty']);
    leave(year);
  },
};

/**
 * A series starting in July 2010: its first year offers July to December, and moving the year to
 * it from March lands on the first month with data, July 2010.
 */
export const StartOfRange: Story = {
  args: { range: FROM_JULY_2010, value: '2012-03' },
  play: async ({ canvasElement, args }) => {
    const { month, year } = selects(canvasElement);
    await expect(optionTexts(year)[0]).toBe('2010');
    await userEvent.selectOptions(year, '2010');
    await expect(args.onChange).toHaveBeenLastCalledWith('2010-07');
    await expect(month).toHaveDisplayValue('lipiec');
    await expect(optionTexts(month)).toEqual([
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ]);
    leave(year);
  },
};

/** A month past the series (a loan starting in 2030) shows as its last month, February 2026. */
export const ValueAfterRange: Story = {
  args: { value: '2030-05' },
  play: async ({ canvasElement, args }) => {
    const { month, year } = selects(canvasElement);
    await expect(month).toHaveDisplayValue('luty');
    await expect(year).toHaveDisplayValue('2026');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...PHONE,
  args: { value: '2021-01' },
  play: async ({ canvasElement }) => {
    const { month, year } = selects(canvasElement);
    await expect(month).toHaveDisplayValue('styczeń');
    await expect(year).toHaveDisplayValue('2021');
    // Both lists stay on the phone's screen.
    for (const select of [month, year]) {
      await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
  },
};

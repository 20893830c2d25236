import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RecipeNotes } from '../../ui/components/SettingsSummary/RecipeNotes';
import * as styles from '../../ui/components/SettingsSummary/SettingsSummary.css';
import { VARIABLE_RATE_COPY } from '../../ui/domain/copy/variableRate';
import type { Settings, VariableRate } from '../../ui/domain/types';
import { variableRatePath } from '../../ui/domain/variableRate';
import { NO_CONTROL } from '../controls';

/**
 * A 25-year loan of 300 000 zł whose variable rate follows `recipe`, saved as the form saves it:
 * with the recipe's own list of changes (none when the recipe cannot be replayed).
 */
function withRecipe(recipe: VariableRate, loanTermYears = 25): Settings {
  const settings: Settings = {
    loanAmount: 300_000,
    annualInterestRatePercent: recipe.indexPercent + recipe.marginPercent,
    fixedInterestRate: false,
    loanTermYears,
    mortgageType: 'ANNUITY',
    variableRate: recipe,
  };
  try {
    const { rateChanges } = variableRatePath(settings);
    return rateChanges.length > 0 ? { ...settings, rateChanges } : settings;
  } catch {
    return settings;
  }
}

const meta = {
  title: 'Components/SettingsSummary/RecipeNotes',
  component: RecipeNotes,
  // The notes are the rate's further definitions in the summary's list, as in SettingsSummary.
  render: (args) => (
    <dl className={styles.list}>
      <div className={styles.item}>
        <dt className={styles.term}>Oprocentowanie</dt>
        <dd className={styles.value}>Oprocentowanie zmienne</dd>
        <RecipeNotes {...args} />
      </div>
    </dl>
  ),
  args: {
    settings: withRecipe({ index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' }),
    className: styles.value,
  },
  argTypes: { settings: NO_CONTROL, className: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Uwagi pod oprocentowaniem w „Dokonanych ustawieniach symulacji” dla zmiennej stopy ze wskaźnika i marży (issue 33): gdzie wskaźnik przyjęto jako 0%, gdzie ograniczono oprocentowanie, od kiedy przyjęto ostatnią znaną wartość, oraz źródło danych historycznych z zastrzeżeniem. Dane wczytują się dopiero dla takiej symulacji.',
      },
    },
  },
} satisfies Meta<typeof RecipeNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notes under the rate's own line, once the series have loaded. */
async function notes(canvasElement: HTMLElement, count: number): Promise<string[]> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('definition')).toHaveLength(count + 1));
  return canvas
    .getAllByRole('definition')
    .slice(1)
    .map((note) => note.textContent);
}

/** Nothing to say: the series load, and no note follows the rate. */
async function expectNoNotes(canvasElement: HTMLElement) {
  await Promise.all([import('../../ui/domain/variableRate'), import('../../ui/domain/history')]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(1);
}

/** A flat index and margin, inside the limits: there is nothing to note. */
export const FlatWithinLimits: Story = {
  play: async ({ canvasElement }) => {
    await expectNoNotes(canvasElement);
  },
};

/**
 * Today's 3,85 % moved by WIBOR 3M's changes since February 1997 (issue 33's worked example):
 * the index falls below 0 % in instalments 22–39 and from 52 on; 40 years from 1997 read past
 * the data's end, where its last close holds; then the source and the caution.
 */
export const ChangesFloored: Story = {
  args: {
    settings: withRecipe(
      {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 3.85,
        mode: 'CHANGES',
        startMonth: '1997-02',
      },
      40,
    ),
  },
  play: async ({ canvasElement }) => {
    const [floor, assumed, source, caution] = await notes(canvasElement, 4);
    await expect(floor).toBe('Wskaźnik przyjęto jako 0% w ratach 22–39, 52–480');
    await expect(assumed).toMatch(/^od \S+ \d{4} przyjęto ostatnią znaną wartość$/);
    await expect(source).toMatch(/^Źródło: WIBOR.+; dane od \S+ \d{4} do \S+ \d{4}\.$/);
    await expect(caution).toBe('Stopy z przeszłości nie przesądzają o przyszłych.');
  },
};

/** A negative index held flat is taken as 0 % throughout; a flat index needs no source. */
export const FlatNegativeIndex: Story = {
  args: {
    settings: withRecipe({ index: 'WLASNY', marginPercent: 2, indexPercent: -1, mode: 'FLAT' }),
  },
  play: async ({ canvasElement }) => {
    await expect(await notes(canvasElement, 1)).toEqual([
      'Wskaźnik przyjęto jako 0% w ratach 1–300',
    ]);
  },
};

/**
 * Fixed at 5 % for a year, then 0 % + a 0 margin: the rate is held at the form's lowest from
 * instalment 13, and the note says where.
 */
export const Clamped: Story = {
  args: {
    settings: withRecipe({
      index: 'WLASNY',
      marginPercent: 0,
      indexPercent: 0,
      mode: 'FLAT',
      fixedMonths: 12,
      fixedRatePercent: 5,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await notes(canvasElement, 1)).toEqual([
      'Oprocentowanie ograniczono do dopuszczalnego zakresu w ratach 13–300',
    ]);
  },
};

/** A history replayed from 2025: past the data's last month its last close holds, and it says so. */
export const HistoryRunsOut: Story = {
  args: {
    settings: withRecipe({
      index: 'WIBOR_6M',
      marginPercent: 2,
      indexPercent: 5.8,
      mode: 'HISTORY',
      startMonth: '2025-01',
    }),
  },
  play: async ({ canvasElement }) => {
    const [assumed, source, caution] = await notes(canvasElement, 3);
    await expect(assumed).toMatch(/^od \S+ \d{4} przyjęto ostatnią znaną wartość$/);
    await expect(source).toMatch(/^Źródło: WIBOR/);
    await expect(caution).toBe('Stopy z przeszłości nie przesądzają o przyszłych.');
  },
};

/**
 * A saved recipe the series cannot replay (a start before the data): the saved changes still
 * stand, and no note is made up.
 */
export const CannotReplay: Story = {
  args: {
    settings: withRecipe({
      index: 'WIBOR_3M',
      marginPercent: 2,
      indexPercent: 3.85,
      mode: 'HISTORY',
      startMonth: '1990-01',
    }),
  },
  play: async ({ canvasElement }) => {
    await expectNoNotes(canvasElement);
  },
};

/**
 * The 1997-02 example saved with a change typed by hand over its path (instalment 22 at 7 %):
 * the floor and data-end notes describe the recipe, not the saved list the report computes, so
 * one line says the list differs; the source and the caution stay.
 */
export const ListEditedByHand: Story = {
  args: {
    settings: (() => {
      const settings = withRecipe(
        {
          index: 'WIBOR_3M',
          marginPercent: 2,
          indexPercent: 3.85,
          mode: 'CHANGES',
          startMonth: '1997-02',
        },
        40,
      );
      const rateChanges = (settings.rateChanges ?? []).map((change) =>
        change.month === 22 ? { ...change, annualInterestRatePercent: 7 } : change,
      );
      return { ...settings, rateChanges };
    })(),
  },
  play: async ({ canvasElement }) => {
    const [differs, source, caution] = await notes(canvasElement, 3);
    await expect(differs).toBe(VARIABLE_RATE_COPY.pathDiffers);
    await expect(source).toMatch(/^Źródło: WIBOR/);
    await expect(caution).toBe('Stopy z przeszłości nie przesądzają o przyszłych.');
  },
};

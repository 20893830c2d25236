// `Wskaźnik + marża` as typed in the form (issue 33): the fixed period, the one-off move of the
// index and the switch, with every rate worked out by hand (3,85 % + 2 pp = 5,85 %).
import { describe, expect, it } from 'vitest';
import { FORMULA_COPY } from './copy/variableRate';
import { formulaOutcome, sameRecipe, type FormulaOutcome } from './formulaForm';
import { checkScenario, EMPTY_SCENARIO } from './scenarioForm';
import { EMPTY_FORMULA, type FormulaValues } from './formulaValues';
import { recipeStartRate } from './scenarioValues';

const context = { indexText: '3,85', loanTermYears: 25, firstInstalmentMonth: '' };

function outcome(change: Partial<FormulaValues>, more: Partial<typeof context> = {}) {
  return formulaOutcome({ ...EMPTY_FORMULA, margin: '2', ...change }, { ...context, ...more });
}

function complete(result: FormulaOutcome) {
  if (!('path' in result)) throw new Error(`No recipe: ${result.problem}`);
  return result;
}

describe('Wskaźnik + marża as the form reads it', () => {
  it('makes WIBOR 3M 3,85 % + 2 pp a flat 5,85 % and says how', () => {
    const { recipe, path, made } = complete(outcome({}));
    expect(path.annualInterestRatePercent).toBe(5.85);
    expect(path.rateChanges).toEqual([]);
    expect(made).toBe('WIBOR 3M 3,85% + marża 2 pkt proc.');
    expect(recipe).toEqual({
      index: 'WIBOR_3M',
      marginPercent: 2,
      indexPercent: 3.85,
      mode: 'FLAT',
    });
  });

  it('starts at the fixed rate for `Stała przez … lat`, then the formula from instalment 61', () => {
    const { recipe, path, made } = complete(outcome({ fixedYears: '5', fixedRate: '6,5' }));
    expect(path.annualInterestRatePercent).toBe(6.5);
    expect(path.rateChanges).toEqual([{ month: 61, annualInterestRatePercent: 5.85 }]);
    expect(recipe).toMatchObject({ fixedMonths: 60, fixedRatePercent: 6.5 });
    expect(made).toBe('6,5% przez 5 lat, potem WIBOR 3M 3,85% + marża 2 pkt proc.');
  });

  it.each([
    [{ fixedYears: '25', fixedRate: '6,5' }, FORMULA_COPY.fixedYearsWhole],
    [{ fixedYears: '2,5', fixedRate: '6,5' }, FORMULA_COPY.fixedYearsWhole],
    [{ fixedYears: '-1', fixedRate: '6,5' }, FORMULA_COPY.fixedYearsWhole],
    [{ fixedYears: '5', fixedRate: '' }, FORMULA_COPY.fixedRateRange],
    [{ fixedYears: '5', fixedRate: '61' }, FORMULA_COPY.fixedRateRange],
  ])('refuses a fixed period of %j', (change, problem) => {
    expect(outcome(change)).toEqual({ problem });
  });

  it('names the field at fault in words, not the rate range', () => {
    expect(FORMULA_COPY.fixedYearsWhole).toBe(
      'Okres stałej stopy to pełna liczba lat, krótsza niż okres kredytowania.',
    );
    const switchAt = (switchMonth: string, switchValue: string, spread = '0') =>
      outcome({ mode: 'SWITCH', switchMonth, switchValue, spread });
    expect(switchAt('1', '4')).toEqual({
      problem: 'Zamiana może nastąpić od 2. raty do ostatniej raty kredytu.',
    });
    expect(switchAt('', '4')).toEqual({ problem: FORMULA_COPY.switchMonthRange });
    expect(switchAt('301', '4')).toEqual({ problem: FORMULA_COPY.switchMonthRange });
    expect(switchAt('25', '')).toEqual({
      problem: 'Wartość POLSTR 1M musi wynosić od -5% do 40%.',
    });
    expect(switchAt('25', '4', '-9')).toEqual({
      problem: 'Korekta może wynosić od -5 do 5 pkt proc.',
    });
    expect(outcome({}, { indexText: '45' })).toEqual({
      problem: 'Wartość wskaźnika musi wynosić od -5% do 40%.',
    });
    expect(
      outcome({ index: 'POLSTR_1M', mode: 'HISTORY' }, { firstInstalmentMonth: '2021-01' }),
    ).toEqual({
      problem:
        'Historię i zmiany jak w historii policzymy tylko dla WIBOR 3M i WIBOR 6M: dla innych wskaźników nie mamy danych.',
    });
  });

  it('moves the index once for `Jednorazowy wzrost`: +2 pp from instalment 13 is 7,85 %', () => {
    const { recipe, path } = complete(
      outcome({ mode: 'SHOCK', shockDelta: '2', shockMonth: '13' }),
    );
    expect(path.annualInterestRatePercent).toBe(5.85);
    expect(path.rateChanges).toEqual([{ month: 13, annualInterestRatePercent: 7.85 }]);
    // The recipe stays the flat formula the run starts from; the move is in its list of changes.
    expect(recipe.mode).toBe('FLAT');
  });

  it('never takes the index below 0 %: −5 pp from 3,85 % leaves the 2 pp margin', () => {
    const { path } = complete(outcome({ mode: 'SHOCK', shockDelta: '-5', shockMonth: '13' }));
    expect(path.rateChanges).toEqual([{ month: 13, annualInterestRatePercent: 2 }]);
  });

  it('moves the formula, not the fixed rate: a rise in year 2 shows when the fixed period ends', () => {
    const { path } = complete(
      outcome({
        mode: 'SHOCK',
        shockDelta: '1',
        shockMonth: '13',
        fixedYears: '5',
        fixedRate: '6,5',
      }),
    );
    expect(path.rateChanges).toEqual([{ month: 61, annualInterestRatePercent: 6.85 }]);
  });

  it.each([
    { shockDelta: '', shockMonth: '13' },
    { shockDelta: '2', shockMonth: '1' },
    { shockDelta: '2', shockMonth: '301' },
  ])('asks for the move and its instalment: %j', (change) => {
    expect(outcome({ mode: 'SHOCK', ...change })).toEqual({ problem: FORMULA_COPY.shockNeeds });
  });

  it('switches to POLSTR 1M 3,5 % − 0,3 pp + 2 pp = 5,2 % at instalment 25', () => {
    const { recipe, path } = complete(
      outcome({ mode: 'SWITCH', switchMonth: '25', switchValue: '3,5', spread: '-0,3' }),
    );
    expect(path.rateChanges).toEqual([{ month: 25, annualInterestRatePercent: 5.2 }]);
    expect(recipe.switchTo).toEqual({
      month: 25,
      index: 'POLSTR_1M',
      indexPercent: 3.5,
      spreadAdjustmentPercent: -0.3,
    });
  });

  it('replays WIBOR 3M from 2021-01: December 2020 closed at 0,21 %, so 2,21 %', () => {
    const { recipe, path, made } = complete(
      outcome({ mode: 'HISTORY' }, { firstInstalmentMonth: '2021-01' }),
    );
    expect(path.annualInterestRatePercent).toBe(2.21);
    expect(recipe.indexPercent).toBe(0.21);
    expect(made).toBe('WIBOR 3M 0,21% + marża 2 pkt proc.');
  });

  it.each<[string, Partial<FormulaValues>, Partial<typeof context>]>([
    ['flat', {}, {}],
    ['fixed', { fixedYears: '5', fixedRate: '6,5' }, {}],
    ['negative index', {}, { indexText: '-1' }],
    ['history', { mode: 'HISTORY' }, { firstInstalmentMonth: '2021-01' }],
  ])('knows the %s recipe’s first rate without the series', (_, change, more) => {
    const { recipe, path } = complete(outcome(change, more));
    expect(recipeStartRate(recipe)).toBe(path.annualInterestRatePercent);
  });

  it('tells recipes apart by what they say, not by the order of their keys', () => {
    const { recipe } = complete(outcome({ fixedYears: '5', fixedRate: '6,5' }));
    const reordered = Object.fromEntries(Object.entries(recipe).reverse()) as typeof recipe;
    expect(sameRecipe(reordered, recipe)).toBe(true);
    expect(sameRecipe({ ...recipe, marginPercent: 2.1 }, recipe)).toBe(false);
    expect(sameRecipe(undefined, recipe)).toBe(false);
  });
});

describe('a rate typed by hand over the recipe’s (issue 33)', () => {
  const { recipe, path } = complete(outcome({ mode: 'SHOCK', shockDelta: '2', shockMonth: '13' }));
  const values = {
    ...EMPTY_SCENARIO,
    variableRate: true,
    recipe,
    rateChanges: [{ key: 1, month: '13', rate: '7,85' }],
  };
  const base = { loanAmount: 300_000, loanTermYears: 25 };

  it('keeps the recipe while the rate is the one it made', () => {
    const extras = checkScenario(values, { ...base, annualInterestRatePercent: 5.85 }).extras;
    expect(extras).toEqual({
      fixedInterestRate: false,
      rateChanges: path.rateChanges,
      variableRate: recipe,
    });
  });

  it('saves the run without the recipe, its changes kept, once another rate is typed', () => {
    const extras = checkScenario(values, { ...base, annualInterestRatePercent: 6 }).extras;
    expect(extras).toEqual({ fixedInterestRate: false, rateChanges: path.rateChanges });
  });
});

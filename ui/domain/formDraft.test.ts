import { describe, expect, it } from 'vitest';
import { formDraftText, readFormDraft, type FormDraft } from './formDraft';
import { OVERPAYMENTS_MAX } from './limits';
import { EMPTY_FORMULA } from './formulaValues';
import { EMPTY_SCENARIO } from './scenarioValues';

const DRAFT: FormDraft = {
  fields: { amount: '450 000,00', rate: '7.125', term: '25' },
  mortgageType: 'LINEAR',
  open: ['overpayments'],
  scenario: {
    ...EMPTY_SCENARIO,
    overpayments: [
      {
        key: 7,
        amount: '5 000,00',
        month: '12',
        repeat: 'MONTHLY',
        untilMonth: '24',
        effect: 'LOWER_INSTALMENT',
      },
    ],
    rateChanges: [{ key: 8, month: '13', rate: '8,25' }],
    variableRate: true,
  },
};

describe('the form kept in this tab (issue 32)', () => {
  it('reads back what it wrote, without the rows’ React keys', () => {
    const text = formDraftText(DRAFT);
    expect(text).not.toBeNull();
    expect(readFormDraft(text)).toEqual({
      version: 1,
      fields: { amount: '450 000,00', rate: '7.125', term: '25' },
      mortgageType: 'LINEAR',
      open: ['overpayments'],
      scenario: {
        ...EMPTY_SCENARIO,
        overpayments: [
          {
            amount: '5 000,00',
            month: '12',
            repeat: 'MONTHLY',
            untilMonth: '24',
            effect: 'LOWER_INSTALMENT',
          },
        ],
        rateChanges: [{ month: '13', rate: '8,25' }],
        variableRate: true,
      },
    });
  });

  it('keeps nothing for an untouched form, so the kept copy is removed', () => {
    expect(
      formDraftText({
        fields: { amount: ' ', rate: '', term: '' },
        mortgageType: 'ANNUITY',
        open: [],
        scenario: EMPTY_SCENARIO,
      }),
    ).toBeNull();
  });

  const valid = JSON.parse(formDraftText(DRAFT) ?? '') as Record<string, unknown>;
  it.each<[string, unknown]>([
    ['nothing kept', null],
    ['a number', 42],
    ['text that is not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ ...valid, version: 2 })],
    ['an unknown instalment type', JSON.stringify({ ...valid, mortgageType: 'BALLOON' })],
    [
      'a field too long to be typed',
      JSON.stringify({ ...valid, fields: { amount: '1'.repeat(101) } }),
    ],
    ['a field that is not text', JSON.stringify({ ...valid, fields: { amount: 300000 } })],
    [
      'more overpayment rows than the form allows',
      JSON.stringify({
        ...valid,
        scenario: {
          ...(valid['scenario'] as object),
          overpayments: Array.from({ length: OVERPAYMENTS_MAX + 1 }, () => ({
            amount: '1',
            month: '1',
            repeat: 'ONCE',
            untilMonth: '',
            effect: 'SHORTEN_TERM',
          })),
        },
      }),
    ],
    ['a copy longer than any real form', `${JSON.stringify(valid)}${' '.repeat(200_001)}`],
  ])('ignores %s', (_name, kept) => {
    expect(readFormDraft(kept)).toBeNull();
  });

  it('keeps a run name alone, and reads it back within its 60 characters', () => {
    const named = {
      fields: { name: 'Oferta banku A' },
      mortgageType: 'ANNUITY' as const,
      scenario: EMPTY_SCENARIO,
      open: [],
    };
    const text = formDraftText(named);
    expect(readFormDraft(text)?.fields).toEqual({ name: 'Oferta banku A' });
    const tooLong = JSON.stringify({
      ...JSON.parse(text ?? '{}'),
      fields: { name: 'x'.repeat(61) },
    });
    expect(readFormDraft(tooLong)).toBeNull();
  });
});

describe('Wskaźnik + marża kept in this tab (issue 33)', () => {
  const formula = {
    ...EMPTY_FORMULA,
    margin: '2',
    mode: 'SHOCK' as const,
    fixedYears: '5',
    fixedRate: '6,5',
    shockDelta: '2',
    shockMonth: '73',
  };
  const recipe = {
    index: 'WIBOR_3M' as const,
    marginPercent: 2,
    indexPercent: 3.85,
    mode: 'FLAT' as const,
    fixedMonths: 60,
    fixedRatePercent: 6.5,
  };
  const withRecipe: FormDraft = {
    ...DRAFT,
    scenario: {
      ...DRAFT.scenario,
      formula,
      recipe,
      recipeText: '6,5% przez 5 lat, potem WIBOR 3M 3,85% + marża 2 pkt proc.',
    },
  };

  it('reads back the recipe’s fields, the recipe and its words', () => {
    const scenario = readFormDraft(formDraftText(withRecipe))?.scenario;
    expect(scenario?.formula).toEqual(formula);
    expect(scenario?.recipe).toEqual(recipe);
    expect(scenario?.recipeText).toBe(withRecipe.scenario.recipeText);
  });

  it.each<[string, object]>([
    ['an unknown way the index moves', { formula: { ...formula, mode: 'SPIKE' } }],
    ['a margin past the schema’s 20 pp', { recipe: { ...recipe, marginPercent: 21 } }],
    ['words too long to be the app’s', { recipeText: 'x'.repeat(301) }],
  ])('ignores a copy with %s', (_name, change) => {
    const stored = JSON.parse(formDraftText(withRecipe) ?? '{}') as { scenario: object };
    const broken = JSON.stringify({ ...stored, scenario: { ...stored.scenario, ...change } });
    expect(readFormDraft(broken)).toBeNull();
  });
});

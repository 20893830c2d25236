import { describe, expect, it } from 'vitest';
import { restoredForm } from './formDraftSession';

const kept = (fields: Record<string, string>, overpaymentAmount = '5000') =>
  JSON.stringify({
    version: 1,
    fields,
    mortgageType: 'ANNUITY',
    open: [],
    scenario: {
      overpayments: [
        {
          amount: overpaymentAmount,
          month: '12',
          repeat: 'ONCE',
          untilMonth: '',
          effect: 'SHORTEN_TERM',
        },
      ],
      overpaymentFee: '',
      variableRate: false,
      rateChanges: [],
      firstInstalmentMonth: '',
      costs: {
        commission: '',
        commissionUnit: 'PERCENT',
        insurance: '',
        fees: '',
        oneOff: '',
        bridgeMargin: '',
        bridgeMonths: '',
      },
    },
  });

describe('the form restored from the copy kept in this tab (issue 32)', () => {
  it('fills each field with its kept text, as the field itself would take it', () => {
    const restored = restoredForm(kept({ amount: '450 000,00', rate: '7.125', term: '25' }));
    expect(restored?.initialValues).toEqual({
      amount: '450 000,00',
      rate: '7.125',
      term: '25',
      mortgageType: 'ANNUITY',
    });
    expect(restored?.initialScenario?.overpayments[0]?.amount).toBe('5000');
  });

  it('leaves a field empty when its kept text is not what the field could hold', () => {
    const restored = restoredForm(
      kept({ amount: '<img src=x onerror=alert(1)>', rate: '7,5', term: '1e3' }, 'pięć'),
    );
    expect(restored?.initialValues).toMatchObject({ amount: '', rate: '7,5', term: '' });
    expect(restored?.initialScenario?.overpayments[0]?.amount).toBe('');
  });

  it('restores nothing from a copy it cannot read', () => {
    expect(restoredForm('{"version":1}')).toBeNull();
    expect(restoredForm(null)).toBeNull();
  });
});

describe('Wskaźnik + marża restored from the copy kept in this tab (issue 33)', () => {
  const withFormula = (formula: object, recipe?: object) => {
    const draft = JSON.parse(kept({ rate: '5,85', term: '25' })) as { scenario: object };
    return JSON.stringify({
      ...draft,
      scenario: { ...draft.scenario, variableRate: true, formula, recipe },
    });
  };
  const formula = {
    index: 'WIBOR_3M',
    margin: '2',
    mode: 'FLAT',
    fixedYears: '',
    fixedRate: '',
    changesFrom: '',
    shockDelta: '',
    shockMonth: '',
    switchMonth: '',
    switchValue: '',
    spread: 'minus',
  };
  const recipe = { index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' };

  it('gives the fields back, a text no field could hold left empty', () => {
    const restored = restoredForm(withFormula({ ...formula, indexValue: '4,1' }, recipe));
    expect(restored?.initialScenario?.formula).toMatchObject({
      margin: '2',
      indexValue: '4,1',
      spread: '',
    });
    expect(restored?.initialScenario?.recipe).toEqual(recipe);
  });

  it('writes out the index value the recipe was made with when it was never typed', () => {
    const restored = restoredForm(withFormula(formula, recipe));
    expect(restored?.initialScenario?.formula?.indexValue).toBe('3,85');
    expect(restoredForm(withFormula(formula))?.initialScenario?.formula).not.toHaveProperty(
      'indexValue',
    );
  });
});

// Issue 32: results are derived data. A run read back from storage has its figures recomputed by
// the engine; saved figures that disagree by more than a grosz are replaced and the run is marked,
// and the stored record is never rewritten.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulation, type Settings, type Simulation } from '../domain';
import { closeDatabase, resetDatabaseState, transact } from './db';
import { addSimulation, getAllSimulations, getSimulation, importSimulations } from './simulations';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(async () => {
  await closeDatabase();
  resetDatabaseState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Writes a record behind the repository's back, as an older build or a tampering visitor would. */
async function putRaw(record: unknown): Promise<void> {
  await transact('simulations', 'readwrite', 'plant a record', (store) =>
    store.put(record as Simulation),
  );
}

/** The record exactly as the store holds it. */
function storedRecord(id: string): Promise<unknown> {
  return transact('simulations', 'readonly', 'read the raw record', (store) => store.get(id));
}

const plain: Settings = {
  loanAmount: 300_000,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 25,
  mortgageType: 'ANNUITY',
};

/** One run of every kind the app makes, each as `createSimulation` saves it. */
const EVERY_KIND: readonly [string, Settings][] = [
  ['a plain annuity', plain],
  ['a plain decreasing loan', { ...plain, mortgageType: 'LINEAR' }],
  [
    'overpayments with a fee',
    {
      ...plain,
      overpayments: [
        { month: 1, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' },
        { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'LOWER_INSTALMENT', untilMonth: 120 },
      ],
      overpaymentFee: { percent: 2, months: 36 },
    },
  ],
  [
    'rate changes',
    {
      ...plain,
      fixedInterestRate: false,
      rateChanges: [
        { month: 61, annualInterestRatePercent: 5.85 },
        { month: 121, annualInterestRatePercent: 8.1 },
      ],
    },
  ],
  [
    'costs with a bridge margin',
    {
      ...plain,
      costs: {
        commissionPercent: 2,
        monthlyInsurance: 60,
        oneOffCosts: 1_200,
        bridgeMarginPercent: 1,
        bridgeMonths: 6,
      },
    },
  ],
  ['a first-instalment month', { ...plain, firstInstalmentMonth: '2026-04' }],
  [
    'everything at once, decreasing',
    {
      ...plain,
      mortgageType: 'LINEAR',
      fixedInterestRate: false,
      rateChanges: [{ month: 13, annualInterestRatePercent: 9 }],
      overpayments: [{ month: 6, amount: 1_000, repeat: 'QUARTERLY', effect: 'SHORTEN_TERM' }],
      costs: { commissionAmount: 3_000, monthlyFees: 15 },
      firstInstalmentMonth: '2026-01',
    },
  ],
];

describe('a run saved by this app', () => {
  it.each(EVERY_KIND)('with %s reads back exactly as saved, unmarked', async (_kind, settings) => {
    const simulation = createSimulation(settings, { id: 'run', timestamp: 1_000, name: 'Oferta' });
    await addSimulation(simulation);
    const read = await getSimulation('run');
    expect(read).toEqual(simulation);
    expect(read).not.toHaveProperty('resultsRecomputed');
    expect((await getAllSimulations()).simulations).toEqual([simulation]);
  });
});

/** A schedule made by the spec's rules alone (points 3 and 9), in whole grosze. */
function specSchedule(loan: number, percent: number, years: number, type: 'ANNUITY' | 'LINEAR') {
  const rate = percent / 1200;
  const months = years * 12;
  const annuity = Math.round((loan * 100 * rate) / (1 - (1 + rate) ** -months));
  const share = Math.round((loan * 100) / months);
  let balance = loan * 100;
  const entries = [];
  let interestTotal = 0;
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.round(balance * rate);
    const principal = month === months ? balance : type === 'ANNUITY' ? annuity - interest : share;
    balance -= principal;
    interestTotal += interest;
    entries.push({
      totalMonthlyPayment: (principal + interest) / 100,
      interestPayment: interest / 100,
      principalPayment: principal / 100,
      remainingDebt: balance / 100,
    });
  }
  return {
    totalMonthlyRate: entries[0]?.totalMonthlyPayment ?? 0,
    repaymentPlan: {
      entries,
      totalRepayment: (loan * 100 + interestTotal) / 100,
      totalInterestPayment: interestTotal / 100,
      totalRepaymentRate: loan,
      remainingDebt: 0,
    },
  };
}

describe('a version-1 record written by the spec’s rules', () => {
  it.each([
    [300_000, 7.25, 25, 'ANNUITY', '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)'],
    [400_000, 8, 22, 'LINEAR', '400 000 zł - 8% - 22 lata - Malejąca'],
    [30_000, 6, 1, 'ANNUITY', '30 000 zł - 6% - 1 rok - Stała (annuitetowa)'],
  ] as const)(
    'of %d zł at %d%% for %d years (%s) opens exactly as before',
    async (loan, percent, years, type, label) => {
      // No schemaVersion, no scenario fields: the record as the first version of the app wrote it.
      const record = {
        id: 'v1',
        label,
        settings: {
          loanAmount: loan,
          annualInterestRatePercent: percent,
          fixedInterestRate: true,
          loanTermYears: years,
          mortgageType: type,
        },
        result: specSchedule(loan, percent, years, type),
        timestamp: 1_700_000_000_000,
      };
      await putRaw(record);
      const read = await getSimulation('v1');
      expect(read).toEqual(record);
      expect(read).not.toHaveProperty('resultsRecomputed');
    },
  );

  it('keeps a saved result without a plan as it is: an empty chart, nothing recomputed', async () => {
    const simulation = createSimulation(plain, { id: 'bez-planu', timestamp: 1 });
    const record = { ...simulation, result: { totalMonthlyRate: 1 } };
    await putRaw(record);
    const read = await getSimulation('bez-planu');
    expect(read).toMatchObject({ result: { totalMonthlyRate: 1, repaymentPlan: { entries: [] } } });
    expect(read).not.toHaveProperty('resultsRecomputed');
  });
});

describe('a tampered record whose settings are valid', () => {
  const honest = createSimulation(plain, { id: 'zmieniony', timestamp: 1 });

  it('with an instalment of 1,00 zł shows the engine’s figures, marked, and stays as stored', async () => {
    const result = structuredClone(honest.result);
    if (result === undefined) throw new Error('no result');
    result.totalMonthlyRate = 1;
    const tampered = { ...honest, result };
    await putRaw(tampered);

    const read = await getSimulation('zmieniony');
    expect(read).toMatchObject({ resultsRecomputed: true, result: honest.result });
    expect((read as Simulation).result?.totalMonthlyRate).toBe(2168.42);
    const listed = (await getAllSimulations()).simulations[0];
    expect(listed?.resultsRecomputed).toBe(true);
    // Reading never rewrites the record.
    expect(await storedRecord('zmieniony')).toEqual(tampered);
  });

  it.each([
    [
      'a total off by two grosze',
      (r: NonNullable<Simulation['result']>) => {
        r.repaymentPlan.totalInterestPayment += 0.02;
      },
    ],
    [
      'one row’s interest off by a złoty',
      (r: NonNullable<Simulation['result']>) => {
        const entry = r.repaymentPlan.entries[100];
        if (entry) entry.interestPayment += 1;
      },
    ],
    [
      'a schedule cut short',
      (r: NonNullable<Simulation['result']>) => {
        r.repaymentPlan.entries.length = 200;
      },
    ],
  ])('with %s is marked too', async (_case, tamper) => {
    const result = structuredClone(honest.result);
    if (result === undefined) throw new Error('no result');
    tamper(result);
    await putRaw({ ...honest, result });
    expect(await getSimulation('zmieniony')).toMatchObject({
      resultsRecomputed: true,
      result: honest.result,
    });
  });

  it('off by one grosz (rounding noise) is not', async () => {
    const result = structuredClone(honest.result);
    if (result === undefined) throw new Error('no result');
    result.repaymentPlan.totalRepayment += 0.01;
    await putRaw({ ...honest, result });
    expect(await getSimulation('zmieniony')).not.toHaveProperty('resultsRecomputed');
  });

  it('is never saved with its mark, when a marked run is imported or saved again', async () => {
    const marked: Simulation = { ...honest, id: 'kopia', resultsRecomputed: true };
    await importSimulations([marked]);
    await addSimulation({ ...marked, id: 'kopia-2' });
    expect(await storedRecord('kopia')).not.toHaveProperty('resultsRecomputed');
    expect(await storedRecord('kopia-2')).not.toHaveProperty('resultsRecomputed');
  });
});

describe('a record saved before costs marked the label', () => {
  it('shows ` - z kosztami`, and keeps its stored label', async () => {
    const simulation = createSimulation(
      { ...plain, costs: { commissionPercent: 2 } },
      { id: 'koszty', timestamp: 1 },
    );
    const old = {
      ...simulation,
      label: simulation.label.replace(' - z kosztami', ''),
      schemaVersion: 2,
    };
    await putRaw(old);
    const read = await getSimulation('koszty');
    expect((read as Simulation).label).toBe(simulation.label);
    expect(await storedRecord('koszty')).toEqual(old);
  });
});

describe('a run is stored without its schedule (issue 32)', () => {
  it('keeps settings and metadata only, marked, and reads back whole', async () => {
    const simulation = createSimulation(
      {
        ...plain,
        fixedInterestRate: false,
        rateChanges: [{ month: 13, annualInterestRatePercent: 9 }],
      },
      { id: 'zwarty', timestamp: 5, name: 'Oferta banku A' },
    );
    await addSimulation(simulation);
    const raw = (await storedRecord('zwarty')) as Record<string, unknown>;
    expect(raw).not.toHaveProperty('result');
    expect(raw['resultOmitted']).toBe(true);
    expect(raw['settings']).toEqual(simulation.settings);
    expect(await getSimulation('zwarty')).toEqual(simulation);
    // A long variable run's record is a tenth of what it was with its schedule.
    expect(JSON.stringify(raw).length * 10).toBeLessThan(JSON.stringify(simulation).length);
  });

  it('keeps a run without a result without one: the mark alone does not make one', async () => {
    const bare: Simulation = createSimulation(plain, { id: 'bez', timestamp: 1 });
    delete bare.result;
    await importSimulations([bare]);
    expect(await storedRecord('bez')).toMatchObject({ result: null });
    expect(await getSimulation('bez')).toEqual(bare);
  });

  it('does not take the mark beside a saved result as a reason to drop it', async () => {
    const honest = createSimulation(plain, { id: 'oba', timestamp: 1 });
    const result = structuredClone(honest.result);
    if (result === undefined) throw new Error('no result');
    result.totalMonthlyRate = 1;
    await putRaw({ ...honest, result, resultOmitted: true });
    expect(await getSimulation('oba')).toMatchObject({ resultsRecomputed: true });
  });
});

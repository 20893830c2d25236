import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_MAX_BYTES,
  BACKUP_VERSION,
  BackupError,
  backupFileName,
  backupJson,
  readBackup,
} from './backup';
import { BACKUP_MAX_MEGABYTES } from './limits';
import { SCHEMA_VERSION } from './records';
import { createSimulation } from './simulation';
import { scenarioArbitrary } from './test-support';
import type { Settings, Simulation } from './types';

const plain: Settings = {
  loanAmount: 300_000,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 25,
  mortgageType: 'ANNUITY',
};

const run = (id: string, settings: Settings = plain, name?: string) =>
  createSimulation(settings, { id, timestamp: Date.UTC(2026, 2, 5), name });

/** The bench's run (issue 32): 35 years, 160 rate changes, an overpayment every month. */
const long = run(
  'dlugi',
  {
    loanAmount: 600_000,
    annualInterestRatePercent: 7.1,
    fixedInterestRate: false,
    loanTermYears: 35,
    mortgageType: 'ANNUITY',
    rateChanges: Array.from({ length: 160 }, (_, index) => ({
      month: 2 + index * 2,
      annualInterestRatePercent: 5 + ((index * 37) % 40) / 10,
    })),
    overpayments: [{ month: 1, amount: 300, repeat: 'MONTHLY', effect: 'LOWER_INSTALMENT' }],
  },
  'Oferta banku A',
);

function kindOf(read: () => unknown): string | undefined {
  try {
    read();
    return undefined;
  } catch (error) {
    return error instanceof BackupError ? error.kind : 'other';
  }
}

/** A file of layout 1, as the app wrote it before issue 32: every record whole. */
function layoutOne(simulations: readonly unknown[]): string {
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: '2026-03-05T00:00:00.000Z',
    simulations,
  });
}

function read(text: string) {
  return readBackup(text, new TextEncoder().encode(text).length);
}

describe('a backup file', () => {
  it('reads back every run it holds, its name and figures included', () => {
    const runs = [run('a'), run('b', { ...plain, mortgageType: 'LINEAR' }, 'Oferta B'), long];
    expect(read(backupJson(runs, Date.UTC(2026, 2, 5)))).toEqual({
      simulations: runs,
      rejected: 0,
    });
  });

  it('is read back whole for any run the app can make (the importer accepts what the exporter writes)', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary(),
        fc.option(fc.constantFrom('Oferta A', '=1+1', 'Dom')),
        (settings, name) => {
          const simulation = createSimulation(settings, {
            id: 'x',
            timestamp: 1,
            name: name ?? undefined,
          });
          expect(read(backupJson([simulation], 0))).toEqual({
            simulations: [simulation],
            rejected: 0,
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps settings and metadata, not schedules: a long variable-rate run takes under 10 KB', () => {
    const text = backupJson([long], 0);
    const document = JSON.parse(text) as {
      version: number;
      simulations: Record<string, unknown>[];
    };
    expect(document.version).toBe(BACKUP_VERSION);
    expect(document.simulations[0]).not.toHaveProperty('result');
    expect(document.simulations[0]).toMatchObject({ name: 'Oferta banku A', label: long.label });
    expect(text.length).toBeLessThan(10_000);
    // Layout 1 held every row: about ten times as much.
    expect(layoutOne([long]).length).toBeGreaterThan(text.length * 8);
  });

  it('holds far more long runs than a browser keeps within its size limit', () => {
    const perRun = backupJson([long], 0).length;
    expect((BACKUP_MAX_BYTES / perRun) | 0).toBeGreaterThan(30_000);
    expect(BACKUP_MAX_MEGABYTES).toBe(256);
  });

  it('keeps a run saved without a plan, or without a result, as it is (spec point 3)', () => {
    const noPlan: Simulation = {
      ...run('bez-planu'),
      result: {
        totalMonthlyRate: 1,
        repaymentPlan: {
          entries: [],
          totalRepayment: 0,
          totalInterestPayment: 0,
          totalRepaymentRate: 0,
          remainingDebt: 0,
        },
      },
    };
    const noResult: Simulation = { ...run('bez-wyniku'), result: undefined };
    delete noResult.result;
    expect(read(backupJson([noPlan, noResult], 0))).toEqual({
      simulations: [noPlan, noResult],
      rejected: 0,
    });
  });

  it('never carries the mark of recomputed results', () => {
    const text = backupJson([{ ...run('a'), resultsRecomputed: true }], 0);
    expect(text).not.toContain('resultsRecomputed');
  });

  it('counts a tampered record, one of a newer schema and one the engine refuses as rejected, and keeps the rest', () => {
    const document = JSON.parse(backupJson([run('a')], 0)) as { simulations: unknown[] };
    const bare: Partial<Simulation> = run('x');
    delete bare.result;
    document.simulations.push(
      { ...bare, id: 'b', schemaVersion: SCHEMA_VERSION + 1 },
      { ...bare, id: 'c', label: 7 },
      { ...bare, id: 'd', name: 'Oferta\u202Eexe' },
      { ...bare, id: 'e', name: 'x'.repeat(10_000) },
      {
        ...bare,
        id: 'f',
        settings: {
          ...plain,
          loanTermYears: 1,
          overpayments: [{ month: 13, amount: 1, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
        },
      },
      'x',
    );
    expect(read(JSON.stringify(document))).toEqual({ simulations: [run('a')], rejected: 6 });
  });
});

describe('a backup file of layout 1 (before issue 32)', () => {
  it('imports exactly as before, every record whole', () => {
    const runs = [run('a'), run('b', { ...plain, mortgageType: 'LINEAR' }), long];
    expect(read(layoutOne(runs))).toEqual({ simulations: runs, rejected: 0 });
  });

  it('imports a record without a schema version (version 1)', () => {
    const old: Partial<Simulation> = run('stary');
    delete old.schemaVersion;
    expect(read(layoutOne([old]))).toEqual({ simulations: [old], rejected: 0 });
  });

  it('keeps a result the engine would not give as it is: the read recomputes and marks it', () => {
    const honest = run('a');
    const tampered = structuredClone(honest);
    if (tampered.result) tampered.result.totalMonthlyRate = 1;
    expect(read(layoutOne([tampered])).simulations[0]?.result?.totalMonthlyRate).toBe(1);
  });

  it('of 10,6 MB (156 long runs, which the 10 MB limit refused) imports', () => {
    const runs = Array.from({ length: 156 }, (_, index) => ({ ...long, id: `r${index}` }));
    const text = layoutOne(runs);
    expect(text.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(read(text).simulations).toHaveLength(156);
  });
});

describe('a file that is not a backup this app can read', () => {
  it.each([
    [`over ${BACKUP_MAX_MEGABYTES} MB`, '{}', BACKUP_MAX_BYTES + 1, 'too-large'],
    ['not JSON', 'to nie jest JSON', 10, 'not-json'],
    ['another JSON file', '{"simulations":[]}', 20, 'not-a-backup'],
    ['a list', '[]', 2, 'not-a-backup'],
    [
      'a newer backup layout',
      JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION + 1, simulations: [] }),
      80,
      'newer-format',
    ],
  ])('is refused as a whole when it is %s', (_case, text, size, kind) => {
    expect(kindOf(() => readBackup(text, size))).toBe(kind);
  });
});

describe('the backup file name', () => {
  it('is named after its date', () => {
    expect(backupFileName('2026-03-05T09:30:15.000Z')).toBe('symulacje-2026-03-05.json');
  });
});

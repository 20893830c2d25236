import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_MAX_BYTES,
  BackupError,
  backupFileName,
  backupJson,
  readBackup,
} from './backup';
import { createSimulation } from './simulation';

const run = (id: string) =>
  createSimulation(
    {
      loanAmount: 300_000,
      annualInterestRatePercent: 7.25,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
    },
    { id, timestamp: Date.UTC(2026, 2, 5) },
  );

function kindOf(read: () => unknown): string | undefined {
  try {
    read();
    return undefined;
  } catch (error) {
    return error instanceof BackupError ? error.kind : 'other';
  }
}

describe('a backup file', () => {
  it('reads back every run it holds, exactly', () => {
    const text = backupJson([run('a'), run('b')], Date.UTC(2026, 2, 5));
    expect(readBackup(text, text.length)).toEqual({
      simulations: [run('a'), run('b')],
      rejected: 0,
    });
  });

  it('counts a tampered record and one of a newer schema as rejected, and keeps the rest', () => {
    const document = JSON.parse(backupJson([run('a')], 0)) as { simulations: unknown[] };
    document.simulations.push({ ...run('b'), schemaVersion: 4 }, { ...run('c'), label: 7 }, 'x');
    const text = JSON.stringify(document);
    expect(readBackup(text, text.length)).toEqual({ simulations: [run('a')], rejected: 3 });
  });

  it.each([
    ['over 10 MB', '{}', BACKUP_MAX_BYTES + 1, 'too-large'],
    ['not JSON', 'to nie jest JSON', 10, 'not-json'],
    ['another JSON file', '{"simulations":[]}', 20, 'not-a-backup'],
    ['a list', '[]', 2, 'not-a-backup'],
    [
      'a newer backup layout',
      JSON.stringify({ format: BACKUP_FORMAT, version: 2, simulations: [] }),
      80,
      'newer-format',
    ],
  ])('is refused as a whole when it is %s', (_case, text, size, kind) => {
    expect(kindOf(() => readBackup(text, size))).toBe(kind);
  });

  it('is named after its date', () => {
    expect(backupFileName('2026-03-05T09:30:15.000Z')).toBe('symulacje-2026-03-05.json');
  });
});

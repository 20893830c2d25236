import { describe, expect, it } from 'vitest';
import { warmUp } from './warmUp';

describe('warmUp', () => {
  it('runs the key filter, the checks and the engine on a typical loan without throwing', () => {
    // It runs while the browser is idle, where a throw would be an error in the console of
    // every visitor: its loan must stay one the engine and the schema accept.
    expect(() => {
      warmUp();
    }).not.toThrow();
  });

  it('hands back a run with a result, for the home page to rehearse showing it', () => {
    const run = warmUp();
    expect(run.settings.mortgageType).toBe('ANNUITY');
    // The typical loan of 300 000 zł at 7,25% over 25 years: its instalment is 2 168,42 zł.
    expect(run.result?.totalMonthlyRate).toBe(2168.42);
  });
});

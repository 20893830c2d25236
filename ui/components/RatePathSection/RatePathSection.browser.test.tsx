import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../domain/scenarioForm';
import RatePathSection, { type RateHistory } from './RatePathSection';

/** The historical data, arriving half a second after it is asked for, as on a slow phone. */
const slowHistory = async (): Promise<RateHistory> => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return import('../../domain/history');
};

afterEach(cleanup);

function Section() {
  const [values, setValues] = useState<ScenarioValues>({
    ...EMPTY_SCENARIO,
    variableRate: true,
    firstInstalmentMonth: '2022-01',
  });
  return (
    <RatePathSection
      values={values}
      update={setValues}
      message={() => null}
      touch={() => undefined}
      base={{ loanAmount: 300_000, annualInterestRatePercent: 7.25, loanTermYears: 25 }}
      idPrefix=""
      initialMethod="HISTORICAL"
      loadHistory={slowHistory}
    />
  );
}

describe('RatePathSection, Scenariusz historyczny', () => {
  it('carries out a click on Wstaw zmiany made before the historical data has arrived', async () => {
    render(<Section />);
    fireEvent.click(screen.getByRole('button', { name: RATE_PATH_COPY.insert }));
    expect(screen.getByRole('status').textContent).toBe(RATE_PATH_COPY.historyLoading);
    expect(
      await screen.findByText(/^Wstawiono \d+ zmian/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Od raty nr, zmiana 1')).toHaveProperty('value', '4');
  });
});

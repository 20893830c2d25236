import { useId, useMemo, useState } from 'react';
import {
  formatDecimal,
  formatMoney,
  formatPercent,
  type Result,
  type Settings,
} from '../../domain';
import { rateStressTest } from '../../domain/analysis';
import { STRESS_TEST_COPY } from '../../domain/copy/report';
import { STRESS_OWN_MAX, STRESS_OWN_MIN } from '../../domain/limits';
import { parseNumber } from '../../domain/validation';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { Stack } from '../Stack/Stack';
import * as styles from './StressTest.css';

export interface StressTestProps {
  settings: Settings;
  result: Result;
  /**
   * Keeps the borrower's own rise with the run (issue 33), null when the field is cleared;
   * without it, only this page has it.
   */
  onOwnRiseChange?: ((points: number | null) => void) | undefined;
}

/** The own row's rise as typed, or null while it is blank or outside −5 to +10 pp. */
function readOwnRise(text: string): number | null {
  const points = parseNumber('points', text);
  return points === null || points < STRESS_OWN_MIN || points > STRESS_OWN_MAX ? null : points;
}

/** A signed amount or percent: "+152,30 zł", "-3,1%". */
function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

/**
 * `Test wzrostu stóp` (issue 12): the first instalment and total interest if every rate in force
 * were 1, 2,5 or 5 points higher, on every report, fixed or variable, old runs included.
 */
export function StressTest({ settings, result, onOwnRiseChange }: StressTestProps) {
  const headingId = useId();
  const fieldId = useId();
  const [ownText, setOwnText] = useState(
    settings.stressOwnPercent === undefined ? '' : formatDecimal(settings.stressOwnPercent),
  );
  const ownRise = readOwnRise(ownText);
  const rows = useMemo(() => {
    // A blank or out-of-range field shows no own row, even on a run that kept one (issue 33).
    const shown = { ...settings };
    if (ownRise === null) delete shown.stressOwnPercent;
    try {
      return rateStressTest(shown, result, ownRise ?? undefined);
    } catch {
      // An old run whose settings the engine now refuses simply has no stress test.
      return null;
    }
  }, [settings, result, ownRise]);
  if (rows === null) return null;
  return (
    // A plain wrapper: the table's scroll box is the one landmark named after the heading.
    <Stack space="sm" className={styles.section}>
      <Heading level={2} id={headingId}>
        {STRESS_TEST_COPY.title}
      </Heading>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table}>
          <caption className="visually-hidden">{STRESS_TEST_COPY.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.header}>
                {STRESS_TEST_COPY.rise}
              </th>
              <th scope="col" className={styles.numericHeader}>
                {STRESS_TEST_COPY.firstInstalment}
              </th>
              <th scope="col" className={styles.numericHeader}>
                {STRESS_TEST_COPY.change}
              </th>
              <th scope="col" className={styles.numericHeader}>
                {STRESS_TEST_COPY.totalInterest}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.own === true ? 'own' : row.rise}>
                <th scope="row" className={styles.rowHeader}>
                  {row.own === true ? STRESS_TEST_COPY.ownRow(row.label) : row.label}
                </th>
                <td className={styles.numeric}>{formatMoney(row.firstInstalment)}</td>
                <td className={styles.numeric}>
                  {STRESS_TEST_COPY.changeText(
                    signed(formatMoney(row.firstInstalmentChange), row.firstInstalmentChange),
                    signed(
                      formatPercent(row.firstInstalmentChangePercent),
                      row.firstInstalmentChangePercent,
                    ),
                  )}
                </td>
                <td className={styles.numeric}>{formatMoney(row.totalInterest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NumberField
        id={fieldId}
        label={STRESS_TEST_COPY.ownLabel}
        hint={STRESS_TEST_COPY.ownHint}
        kind="points"
        value={ownText}
        message={ownText.trim() !== '' && ownRise === null ? STRESS_TEST_COPY.ownRange : null}
        invalid={ownText.trim() !== '' && ownRise === null}
        onChange={(text) => {
          setOwnText(text);
          const points = readOwnRise(text);
          if (points !== null) onOwnRiseChange?.(points);
          else if (text.trim() === '') onOwnRiseChange?.(null);
        }}
        onBlur={() => undefined}
      />
      <p className={styles.note}>{STRESS_TEST_COPY.explanation}</p>
      {settings.variableRate !== undefined && (
        <p className={styles.note}>{STRESS_TEST_COPY.indexNote}</p>
      )}
    </Stack>
  );
}

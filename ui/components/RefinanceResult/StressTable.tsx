import { useId } from 'react';
import { formatDecimal, formatMoney } from '../../domain';
import { horizonText, REFINANCE_COPY } from '../../domain/copy/refinance';
import type { StressOutcome } from '../../domain/refinance';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { breakEvenText } from './optionNames';
import * as styles from './RefinanceResult.css';

const copy = REFINANCE_COPY.result;

export interface StressTableProps {
  stress: readonly StressOutcome[];
  /** Every option's name, `Zostaję` first. */
  names: readonly string[];
  horizonYears: number;
}

/** G at the horizon and the break-even month of each option when the index rises. */
export function StressTable({ stress, names, horizonYears }: StressTableProps) {
  const titleId = useId();
  const compared = names.slice(1);
  if (compared.length === 0) return null;
  const points = (rise: number) => `${rise > 0 ? '+' : ''}${formatDecimal(rise)}`;
  return (
    <Stack as="section" space="sm" aria-labelledby={titleId}>
      <Heading level={3} id={titleId}>
        {copy.stressTitle}
      </Heading>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={copy.stressCaption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{copy.stressCaption}</caption>
          <thead>
            <tr>
              <td className={styles.cell} />
              {compared.map((name) => (
                <th key={name} scope="col" className={styles.cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stress.map((row) => (
              <tr key={`${String(row.own)}${String(row.rise)}`}>
                <th scope="row" className={styles.rowHead}>
                  {row.own ? copy.stressOwn(points(row.rise)) : copy.stressRow(points(row.rise))}
                </th>
                {row.comparison.options.slice(1).map((option, index) => (
                  <td key={compared[index]} className={styles.cell}>
                    <div>
                      {copy.rows.gainHorizon(horizonText(horizonYears))}:{' '}
                      {formatMoney(option.gainAtHorizon / 100)}
                    </div>
                    <div>{breakEvenText(option)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

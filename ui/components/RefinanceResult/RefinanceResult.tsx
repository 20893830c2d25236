import { useId, type ReactNode } from 'react';
import { formatMoney } from '../../domain';
import { horizonText, REFINANCE_COPY } from '../../domain/copy/refinance';
import type { Comparison, OptionOutcome, StressOutcome } from '../../domain/refinance';
import { card } from '../../theme/patterns.css';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { bestText, breakEvenText, optionNames } from './optionNames';
import * as styles from './RefinanceResult.css';
import { StressTable } from './StressTable';

const copy = REFINANCE_COPY.result;
const money = (grosze: number) => formatMoney(grosze / 100);

/** What the result shows: nothing typed yet, fields to correct, or the comparison. */
export type RefinanceResultState =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | {
      kind: 'ready';
      comparison: Comparison;
      stress: readonly StressOutcome[];
      horizonYears: number;
    };

export interface RefinanceResultProps {
  state: RefinanceResultState;
  /** The chart of G(j), drawn under the table. */
  chart?: ReactNode;
  /** `Zapisz jako symulację` and the share link. */
  actions?: ReactNode;
}

function simpleText(option: OptionOutcome): string {
  if (option.kind === 'STAY') return '–';
  return option.simpleThreshold === null
    ? copy.noSaving
    : copy.simpleMonths(option.simpleThreshold);
}

/** The comparison: one column per option, the best at the horizon in words, the stress rows. */
export function RefinanceResult({ state, chart, actions }: RefinanceResultProps) {
  const titleId = useId();
  if (state.kind !== 'ready') {
    return (
      <Stack as="section" space="md" aria-labelledby={titleId} className={card}>
        <Heading level={2} id={titleId}>
          {copy.title}
        </Heading>
        <p className={styles.note}>{state.kind === 'empty' ? copy.empty : copy.invalid}</p>
      </Stack>
    );
  }
  const { comparison, stress, horizonYears } = state;
  const names = optionNames(comparison);
  const years = horizonText(horizonYears);
  const rows: (readonly [string, (option: OptionOutcome) => ReactNode])[] = [
    [copy.rows.instalmentNow, (option) => money(option.instalments[0]?.instalment ?? 0)],
    [
      copy.rows.instalmentsLater,
      (option) =>
        option.instalments.length > 1
          ? option.instalments.slice(1).map((row) => (
              <div key={row.month}>
                {copy.rows.instalmentAfter(row.month)}: {money(row.instalment)}
              </div>
            ))
          : '–',
    ],
    [copy.rows.loan, (option) => money(option.loan)],
    [copy.rows.costs, (option) => money(option.costs)],
    [copy.rows.fee, (option) => money(option.fee)],
    ...(comparison.options.some((option) => option.refund > 0)
      ? [[copy.rows.refund, (option: OptionOutcome) => money(option.refund)] as const]
      : []),
    [copy.rows.interest, (option) => money(option.interest)],
    [copy.rows.totalPaid, (option) => money(option.totalPaid)],
    [copy.rows.gainHorizon(years), (option) => money(option.gainAtHorizon)],
    [copy.rows.gainEnd, (option) => money(option.gainAtEnd)],
    [copy.rows.breakEven, breakEvenText],
    [copy.rows.simple, simpleText],
  ];
  const best = (position: number) =>
    position === comparison.best ? `${styles.cell} ${styles.best}` : styles.cell;
  return (
    <Stack as="section" space="md" aria-labelledby={titleId} className={card}>
      <Heading level={2} id={titleId}>
        {copy.title}
      </Heading>
      <p className={styles.verdict} role="status">
        {bestText(comparison, horizonYears, names)}
      </p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={copy.tableCaption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{copy.tableCaption}</caption>
          <thead>
            <tr>
              <td className={styles.cell} />
              {names.map((name, position) => (
                <th key={name} scope="col" className={best(position)}>
                  {name}
                  {position === comparison.best && ` (${copy.bestMark})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={styles.rowHead}>
                  {label}
                </th>
                {comparison.options.map((option, position) => (
                  <td key={names[position]} className={best(position)}>
                    {value(option)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{copy.gainNote}</p>
      <p className={styles.note}>{copy.simpleWhy}</p>
      {chart}
      <StressTable stress={stress} names={names} horizonYears={horizonYears} />
      {actions}
    </Stack>
  );
}

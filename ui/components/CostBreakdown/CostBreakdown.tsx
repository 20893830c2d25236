import { useId, useMemo } from 'react';
import { formatDecimal, formatMoney, type Result, type Settings } from '../../domain';
import { COST_BREAKDOWN_COPY } from '../../domain/copy/scenarioResults';
import { costBreakdown } from '../../domain/highlights';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from '../StressTest/StressTest.css';

export interface CostBreakdownProps {
  settings: Settings;
  result: Result;
}

/** The breakdown of the total cost of credit, with each item's share (issue 13); nothing without costs. */
export function CostBreakdown({ settings, result }: CostBreakdownProps) {
  const headingId = useId();
  const rows = useMemo(() => costBreakdown(settings, result), [settings, result]);
  if (rows === null) return null;
  const total = result.repaymentPlan.totalCostOfCredit ?? 0;
  return (
    <Stack as="section" space="sm" aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} id={headingId}>
        {COST_BREAKDOWN_COPY.title}
      </Heading>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">{COST_BREAKDOWN_COPY.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.header}>
                {COST_BREAKDOWN_COPY.item}
              </th>
              <th scope="col" className={styles.numericHeader}>
                {COST_BREAKDOWN_COPY.amount}
              </th>
              <th scope="col" className={styles.numericHeader}>
                {COST_BREAKDOWN_COPY.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.rowHeader}>
                  {row.label}
                </th>
                <td className={styles.numeric}>{formatMoney(row.amount)}</td>
                <td className={styles.numeric}>{`${formatDecimal(row.share)}%`}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={styles.rowHeader}>
                {COST_BREAKDOWN_COPY.total}
              </th>
              <td className={styles.numeric}>{formatMoney(total)}</td>
              <td className={styles.numeric}>{`${formatDecimal(100)}%`}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Stack>
  );
}

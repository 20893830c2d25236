import type { CapacityResult } from '../../domain/capacity';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { formatMoney } from '../../domain/format';
import * as styles from './CapacityResult.css';
import { incomeRuleText, valueRuleText } from './ruleText';

const copy = CAPACITY_COPY.result;

/** Every limit with its figure, the binding one marked, so the borrower sees how far each is. */
export function LimitsTable({ result }: { result: CapacityResult }) {
  const incomeBinds = result.binding !== 'VALUE' && result.binding !== 'CONTRIBUTION';
  const incomeRule = copy.row(incomeRuleText(result));
  const rows = [
    {
      key: 'income',
      label: result.ageShortened ? copy.withAge(incomeRule) : incomeRule,
      limit: result.incomeLimit,
      binds: incomeBinds,
    },
    {
      key: 'value',
      label: copy.row(valueRuleText(result)),
      limit: result.value.limit,
      binds: result.binding === 'VALUE',
    },
    {
      key: 'contribution',
      label: copy.contributionRow,
      limit: result.contributionLimit,
      binds: result.binding === 'CONTRIBUTION',
    },
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{copy.limitsCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {copy.limitColumn}
          </th>
          <th scope="col" className={styles.figure}>
            {copy.amountColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.binds ? styles.bindingRow : undefined}>
            <th scope="row" className={styles.cell}>
              {row.binds ? `${row.label} (${copy.bindingMark})` : row.label}
            </th>
            <td className={styles.figure}>{formatMoney(row.limit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

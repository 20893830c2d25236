import { useId, type ReactNode, type Ref } from 'react';
import type { BankCheckResult as CheckResult, ConventionFit } from '../../domain/bankCheckTypes';
import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { BANK_CHECK_RESULT_COPY as resultCopy } from '../../domain/copy/bankCheckResult';
import { CONTRACT_COPY } from '../../domain/copy/contract';
import { formatMoney, formatPercent } from '../../domain/format';
import { card, scrollRegion } from '../../theme/patterns.css';
import { Heading, headingClass } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './BankCheckResult.css';

const copy = BANK_CHECK_COPY.result;
const dayCounts = CONTRACT_COPY.dayCounts;
const money = (grosze: number) => formatMoney(grosze / 100);

/** A due date as Poles write it: 15.04.2026. */
function dateText(date: string | null): string {
  if (date === null) return '–';
  const [year, month, day] = date.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/** The check's answer: the convention that explains it, or that none does and which comes closest. */
function verdictText(result: CheckResult, best: ConventionFit): string {
  const changes = result.differences.flatMap((difference) =>
    difference.cause.kind === 'rate-change' ? [difference.cause] : [],
  );
  if (result.explained) {
    const verdict = resultCopy.explained(best.dayCount, best.annualInterestRatePercent, changes);
    // With no rate given, ACT/360 and ACT/365 can both fit every row, each at its own rate.
    const also = result.fits.slice(1).find((fit) => fit.rowsOff === 0);
    return also === undefined
      ? verdict
      : `${verdict} ${copy.alsoFits(dayCounts[also.dayCount], formatPercent(also.annualInterestRatePercent))}`;
  }
  // The rows that differ for another reason than a rate change, interest or principal alike.
  const rowsOff = result.differences.length - changes.length;
  return `${resultCopy.unexplained(rowsOff)} ${copy.closest(
    dayCounts[best.dayCount],
    formatPercent(best.annualInterestRatePercent),
  )}`;
}

export interface BankCheckResultProps {
  result: CheckResult;
  /** The heading `Sprawdź` moves focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** `Zapisz jako symulację`. */
  actions?: ReactNode;
}

/** The check's result: the verdict, each day count's fit, the differing rows and their causes. */
export function BankCheckResult({ result, headingRef, actions }: BankCheckResultProps) {
  const scope = useId();
  const titleId = `${scope}tytul`;
  const fitsId = `${scope}dopasowanie`;
  const rowsId = `${scope}roznice`;
  const best = result.fits[0];
  return (
    <Stack as="section" space="md" aria-labelledby={titleId} className={card}>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className={`${headingClass(2)} ${styles.heading}`}
      >
        {copy.title}
      </h2>
      {/* Rows the check refused give no fit: the notices say why. */}
      <p role="status" className={styles.verdict}>
        {best === undefined ? result.notices.join(' ') : verdictText(result, best)}
      </p>
      {best !== undefined && result.notices.length > 0 && (
        <ul className={styles.text}>
          {result.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {best !== undefined && (
        <>
          <p className={styles.text}>{copy.total(money(result.interestDifference))}</p>
          <Heading level={3} id={fitsId}>
            {copy.fitsTitle}
          </Heading>
          <div className={scrollRegion} tabIndex={0} role="region" aria-labelledby={fitsId}>
            <table className={styles.table}>
              <caption className="visually-hidden">{copy.fitsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.textCell}>
                    {copy.fitColumns.dayCount}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {copy.fitColumns.rate}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {copy.fitColumns.rowsOff}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {copy.fitColumns.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.fits.map((fit) => (
                  <tr key={fit.dayCount}>
                    <th scope="row" className={styles.textCell}>
                      {dayCounts[fit.dayCount]}
                    </th>
                    <td className={styles.cell}>{formatPercent(fit.annualInterestRatePercent)}</td>
                    <td className={styles.cell}>{fit.rowsOff}</td>
                    <td className={styles.cell}>{money(fit.absoluteInterestDifference)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Heading level={3} id={rowsId}>
            {copy.differencesTitle}
          </Heading>
          {result.differences.length === 0 ? (
            <p className={styles.text}>{copy.noDifferences}</p>
          ) : (
            <div className={scrollRegion} tabIndex={0} role="region" aria-labelledby={rowsId}>
              <table className={styles.table}>
                <caption className="visually-hidden">{copy.differencesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.number}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.date}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.bankInterest}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.expectedInterest}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.difference}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.principalDifference}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {copy.columns.cause}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.differences.map((row) => (
                    <tr key={row.line}>
                      <th scope="row" className={styles.cell}>
                        {row.number}
                      </th>
                      <td className={styles.cell}>{dateText(row.date)}</td>
                      <td className={styles.cell}>{money(row.bankInterest)}</td>
                      <td className={styles.cell}>{money(row.expectedInterest)}</td>
                      <td className={styles.cell}>{money(row.interestDifference)}</td>
                      <td className={styles.cell}>
                        {row.principalDifference === null ? '–' : money(row.principalDifference)}
                      </td>
                      <td className={styles.causeCell}>{resultCopy.cause(row.cause)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {actions}
        </>
      )}
    </Stack>
  );
}

import { useId } from 'react';
import { formatMoney, formatPercent, mortgageTypeLabel, type Settings } from '../../domain';
import { calendarMonthGenitive, calendarMonthText } from '../../domain/calendar';
import { SCENARIO_SETTINGS_COPY, SETTINGS_SUMMARY_COPY } from '../../domain/copy/report';
import { yearsText } from '../../domain/copy/shared';
import { bridgeMarginText, RATE_INDEX_LABELS, variableRateText } from '../../domain/labels';
import { overpaymentText } from '../../domain/overpaymentLabels';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './SettingsSummary.css';

export interface SettingsSummaryProps {
  settings: Settings;
}

/** The costs in words: "prowizja 2%, ubezpieczenie 60,00 zł miesięcznie"; null without any. */
function costsText(settings: Settings): string | null {
  const costs = settings.costs;
  if (costs === undefined) return null;
  const parts: string[] = [];
  const { commissionPercent, commissionAmount, oneOffCosts, monthlyInsurance, monthlyFees } = costs;
  if (commissionPercent)
    parts.push(SCENARIO_SETTINGS_COPY.commissionPercent(formatPercent(commissionPercent)));
  if (commissionAmount)
    parts.push(SCENARIO_SETTINGS_COPY.commissionAmount(formatMoney(commissionAmount)));
  if (oneOffCosts) parts.push(SCENARIO_SETTINGS_COPY.oneOff(formatMoney(oneOffCosts)));
  if (monthlyInsurance) parts.push(SCENARIO_SETTINGS_COPY.insurance(formatMoney(monthlyInsurance)));
  if (monthlyFees) parts.push(SCENARIO_SETTINGS_COPY.fees(formatMoney(monthlyFees)));
  return parts.length === 0 ? null : parts.join(', ');
}

/**
 * The report's "Dokonane ustawienia symulacji": amount, RRSO, term and instalment type, then
 * whatever scenario the run has (overpayments in words, the rate path, costs, the calendar).
 */
export function SettingsSummary({ settings }: SettingsSummaryProps) {
  const headingId = useId();
  const { loanAmount, annualInterestRatePercent, loanTermYears, mortgageType } = settings;
  const variable = variableRateText(settings);
  const bridge = bridgeMarginText(settings.costs);
  const costs = costsText(settings);
  const rateLine = [
    variable ?? SETTINGS_SUMMARY_COPY.rateForWholeTerm(formatPercent(annualInterestRatePercent)),
    bridge,
  ]
    .filter((part) => part !== null)
    .join(', ');
  return (
    <Stack as="section" space="md" aria-labelledby={headingId} className={styles.card}>
      <Heading level={2} id={headingId}>
        {SETTINGS_SUMMARY_COPY.title}
      </Heading>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.amount}</dt>
          <dd className={styles.value}>{formatMoney(loanAmount)}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.rate}</dt>
          <dd className={styles.value}>{rateLine}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.term}</dt>
          <dd className={styles.value}>{yearsText(loanTermYears)}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.type}</dt>
          <dd className={styles.value}>{mortgageTypeLabel(mortgageType)}</dd>
        </div>
        {settings.rateIndex !== undefined && settings.firstInstalmentMonth !== undefined && (
          <div className={styles.item}>
            <dt className={styles.term}>{SCENARIO_SETTINGS_COPY.rateIndex}</dt>
            <dd className={styles.value}>
              {SCENARIO_SETTINGS_COPY.historical(
                RATE_INDEX_LABELS[settings.rateIndex],
                calendarMonthGenitive(settings.firstInstalmentMonth),
              )}
            </dd>
          </div>
        )}
        {settings.firstInstalmentMonth !== undefined && (
          <div className={styles.item}>
            <dt className={styles.term}>{SCENARIO_SETTINGS_COPY.firstInstalment}</dt>
            <dd className={styles.value}>{calendarMonthText(settings.firstInstalmentMonth)}</dd>
          </div>
        )}
        {(settings.overpayments?.length ?? 0) > 0 && (
          <div className={styles.item}>
            <dt className={styles.term}>{SCENARIO_SETTINGS_COPY.overpayments}</dt>
            {settings.overpayments?.map((overpayment, index) => (
              <dd key={index} className={styles.value}>
                {overpaymentText(overpayment)}
              </dd>
            ))}
            {settings.overpaymentFee !== undefined && (
              <dd className={styles.value}>
                {SCENARIO_SETTINGS_COPY.overpaymentFee(
                  formatPercent(settings.overpaymentFee.percent),
                )}
              </dd>
            )}
          </div>
        )}
        {costs !== null && (
          <div className={styles.item}>
            <dt className={styles.term}>{SCENARIO_SETTINGS_COPY.costs}</dt>
            <dd className={styles.value}>{costs}</dd>
          </div>
        )}
      </dl>
    </Stack>
  );
}

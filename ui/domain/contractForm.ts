// `Szczegóły jak w umowie` (issue 37) as the borrower types it, checked field by field with Polish
// messages and turned into the settings the engine takes. Under the spec's twelfth of a year the
// dates are not read, so a run without a real-day count is the spec's run.
import { parseCivilDate } from './civilDate';
import { CONTRACT_COPY } from './copy/contract';
import { checkMonth } from './formFields';
import { SettingsSchema } from './records';
import { fieldId, type ContractValues } from './scenarioValues';
import type { Settings } from './types';

type ContractSettings = Pick<
  Settings,
  'dayCount' | 'payoutDate' | 'firstPaymentDate' | 'paymentDay' | 'shiftToWorkingDay'
>;

/** The id of each field of the section, for its message and its element id. */
export const CONTRACT_FIELD_IDS = {
  payoutDate: fieldId('umowa', 'wyplata', 'data'),
  firstPaymentDate: fieldId('umowa', 'pierwsza-rata', 'data'),
  paymentDay: fieldId('umowa', 'dzien', 'splaty'),
} as const;

const PAYMENT_DAY = SettingsSchema.fields.paymentDay.inner;

/** A date typed as `YYYY-MM-DD` of the years the schema keeps, as a number that sorts as dates do. */
function dateOrder(text: string): number | null {
  const parts = parseCivilDate(text);
  if (parts === null || parts.year < 1900 || parts.year > 2199) return null;
  return parts.year * 10_000 + parts.month * 100 + parts.day;
}

/**
 * The section's settings, `{}` under the spec's day count, or null with a message per field when
 * a real-day count lacks its payout date or payment day, a date is not a real one, the first
 * payment is not after the payout, or it falls outside the month typed as the first instalment's
 * (`firstInstalmentMonth`).
 */
export function checkContract(
  values: ContractValues | undefined,
  firstInstalmentMonth: string | undefined,
  messages: Record<string, string>,
): ContractSettings | null {
  if (values === undefined || values.dayCount === 'MONTHLY') return {};
  const text = CONTRACT_COPY.messages;
  let ok = true;
  const payoutDate = values.payoutDate.trim();
  const payout = dateOrder(payoutDate);
  if (payout === null) {
    messages[CONTRACT_FIELD_IDS.payoutDate] = text.payoutDate;
    ok = false;
  }
  const day = checkMonth(values.paymentDay, PAYMENT_DAY, PAYMENT_DAY.max);
  if (!day.ok) {
    messages[CONTRACT_FIELD_IDS.paymentDay] = text.paymentDay;
    ok = false;
  }
  const firstText = values.firstPaymentDate.trim();
  let first: string | undefined;
  if (firstText !== '') {
    if (dateOrder(firstText) === null) {
      messages[CONTRACT_FIELD_IDS.firstPaymentDate] = text.firstPaymentDate;
      ok = false;
    } else {
      first = firstText;
    }
  }
  if (!ok || payout === null || !day.ok) return null;
  // The default first payment, the payment day of the month after the payout's
  // (paymentDates.ts), is always after the payout; a typed one must be too.
  if (first !== undefined && (dateOrder(first) ?? 0) <= payout) {
    messages[CONTRACT_FIELD_IDS.firstPaymentDate] = text.firstAfterPayout;
    return null;
  }
  const payoutMonth = Math.floor(payout / 100);
  const nextMonth = payoutMonth % 100 === 12 ? payoutMonth + 89 : payoutMonth + 1;
  const firstMonth =
    first?.slice(0, 7) ??
    `${String(Math.floor(nextMonth / 100))}-${String(nextMonth % 100).padStart(2, '0')}`;
  if (firstInstalmentMonth !== undefined && firstMonth !== firstInstalmentMonth) {
    messages[CONTRACT_FIELD_IDS.firstPaymentDate] = text.firstMonth(firstInstalmentMonth);
    return null;
  }
  return {
    dayCount: values.dayCount,
    payoutDate,
    ...(first === undefined ? {} : { firstPaymentDate: first }),
    paymentDay: day.value,
    ...(values.shiftToWorkingDay ? { shiftToWorkingDay: true } : {}),
  };
}

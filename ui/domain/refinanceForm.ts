// The planner's form (issue 34): what the borrower typed, as text, checked field by field against
// the inputs' descriptors (refinanceInput.ts) with a Polish message beside each field, and read
// into the domain's input once every field passes. Every number goes through the app's one
// number parser (validation.ts) by its kind.
import { monthOrdinal } from './calendar';
import { REFINANCE_COPY } from './copy/refinance';
import { formatDecimal } from './format';
import { RATE_MIN } from './limits';
import {
  CurrentLoanSchema,
  defaultOffer,
  HORIZON_YEARS_DEFAULT,
  NewFixedSchema,
  OfferSchema,
  RefinanceInputSchema,
  type Offer,
  type RefinanceInput,
} from './refinanceInput';
import { hasAllowedPrecision, type NumberSchema } from './schema';
import type { MortgageType } from './types';
import { parseNumber, type NumberKind } from './validation';

const messages = REFINANCE_COPY.messages;

/** One offer as typed. */
export interface OfferValues {
  months: string;
  fixedRatePercent: string;
  fixedYears: string;
  marginPercent: string;
  commissionPercent: string;
  valuation: string;
  mortgageEntry: string;
  mortgageRemoval: string;
  pcc: string;
  otherCosts: string;
  bridgeMarginPercent: string;
  bridgeMonths: string;
  insuranceMonthly: string;
  insuranceMonths: string;
  addCostsToLoan: boolean;
}

/** The current loan's and the comparison's text fields. */
export interface CurrentValues {
  balance: string;
  monthsLeft: string;
  ratePercent: string;
  fixedMonthsLeft: string;
  indexPercent: string;
  marginPercent: string;
  contractYear: string;
  feePercent: string;
  commissionPaid: string;
  originalMonths: string;
  horizonYears: string;
  ownStressPoints: string;
}

/** Everything the form holds. */
export interface RefinanceFormValues extends CurrentValues {
  mortgageType: MortgageType;
  /** 1–12. */
  contractMonth: number;
  refund: boolean;
  newFixed: { on: boolean; ratePercent: string; years: string; annexFee: string };
  offers: OfferValues[];
}

/** A field that can carry a message: a current field, `newFixed.x` or `offer{i}.x`. */
export type RefinanceField =
  | keyof CurrentValues
  | `newFixed.${'ratePercent' | 'years' | 'annexFee'}`
  | `offer${number}.${Exclude<keyof OfferValues, 'addCostsToLoan'>}`;

type Rule = { schema: NumberSchema; kind: NumberKind; unit: string; optional?: boolean };
const current = CurrentLoanSchema.fields;
const input = RefinanceInputSchema.fields;
const offer = OfferSchema.fields;
const percent = (schema: NumberSchema): Rule => ({
  schema,
  kind: 'rate',
  unit: messages.units.percent,
});
const points = (schema: NumberSchema): Rule => ({
  schema,
  kind: 'points',
  unit: messages.units.points,
});
const money = (schema: NumberSchema, optional = false): Rule => ({
  schema,
  kind: 'money',
  unit: messages.units.money,
  optional,
});
const count = (schema: NumberSchema, optional = false): Rule => ({
  schema,
  kind: 'count',
  // A count has no unit.
  unit: '',
  optional,
});

const CURRENT_RULES: Record<keyof CurrentValues, Rule> = {
  balance: money(current.balance),
  monthsLeft: count(current.monthsLeft),
  ratePercent: percent(current.ratePercent),
  fixedMonthsLeft: count(current.fixedMonthsLeft),
  indexPercent: percent(input.indexPercent),
  marginPercent: points(current.marginPercent),
  // The contract's year: checked against the decision month below.
  contractYear: count({ kind: 'number', min: 1900, max: 2199, integer: true, decimals: 0 }),
  feePercent: percent(current.feePercent),
  commissionPaid: money(current.commissionPaid.inner, true),
  originalMonths: count(current.originalMonths.inner, true),
  horizonYears: count(input.horizonYears),
  ownStressPoints: { ...points(input.ownStressPoints.inner), optional: true },
};
const NEW_FIXED_RULES = {
  ratePercent: percent(NewFixedSchema.fields.ratePercent),
  years: count(NewFixedSchema.fields.years),
  annexFee: money(NewFixedSchema.fields.annexFee, true),
};
const OFFER_RULES: Record<Exclude<keyof OfferValues, 'addCostsToLoan'>, Rule> = {
  months: count(offer.months),
  // Needed only with a fixed period (checked below).
  fixedRatePercent: { ...percent(offer.fixedRatePercent), optional: true },
  fixedYears: count(offer.fixedYears),
  marginPercent: points(offer.marginPercent),
  commissionPercent: { ...percent(offer.commissionPercent), optional: true },
  valuation: money(offer.valuation, true),
  mortgageEntry: money(offer.mortgageEntry, true),
  mortgageRemoval: money(offer.mortgageRemoval, true),
  pcc: money(offer.pcc, true),
  otherCosts: money(offer.otherCosts, true),
  bridgeMarginPercent: { ...points(offer.bridgeMarginPercent), optional: true },
  bridgeMonths: count(offer.bridgeMonths, true),
  insuranceMonthly: money(offer.insuranceMonthly, true),
  insuranceMonths: count(offer.insuranceMonths, true),
};

type Checked = { ok: true; value: number | undefined } | { ok: false; message: string };

/** One field's text against its rule; a blank optional field reads as undefined. */
function checkField(text: string, rule: Rule): Checked {
  if (text.trim() === '') {
    return rule.optional === true
      ? { ok: true, value: undefined }
      : { ok: false, message: messages.required };
  }
  const value = parseNumber(rule.kind, text);
  if (value === null) return { ok: false, message: messages.notANumber };
  if (rule.schema.integer && !Number.isInteger(value)) {
    return { ok: false, message: messages.notAnInteger };
  }
  if (value < rule.schema.min || value > rule.schema.max) {
    return { ok: false, message: messages.range(rule.schema.min, rule.schema.max, rule.unit) };
  }
  if (!hasAllowedPrecision(rule.schema, value)) return { ok: false, message: messages.decimals };
  return { ok: true, value };
}

/** Each field's message (none when it passes) and the input, once every field passes. */
export interface RefinanceCheck {
  messages: Partial<Record<RefinanceField, string>>;
  input: RefinanceInput | null;
}

/** Checks every field of the form against `decisionMonth` (YYYY-MM) and reads it into the input. */
export function checkRefinanceForm(
  values: RefinanceFormValues,
  decisionMonth: string,
): RefinanceCheck {
  const found: Partial<Record<RefinanceField, string>> = {};
  const read = <K extends string>(
    fields: Record<K, Rule>,
    texts: Record<K, string>,
    prefix: string,
  ) => {
    const out = {} as Record<K, number | undefined>;
    for (const key of Object.keys(fields) as K[]) {
      const check = checkField(texts[key], fields[key]);
      if (check.ok) out[key] = check.value;
      else found[`${prefix}${key}` as RefinanceField] = check.message;
    }
    return out;
  };
  const c = read(CURRENT_RULES, values, '');
  const fixed = values.newFixed.on
    ? read<keyof typeof NEW_FIXED_RULES>(NEW_FIXED_RULES, values.newFixed, 'newFixed.')
    : null;
  const offers = values.offers.map((one, index) => read(OFFER_RULES, one, `offer${index}.`));
  const contractMonth = `${String(c.contractYear ?? 0).padStart(4, '0')}-${String(values.contractMonth).padStart(2, '0')}`;
  if (
    c.contractYear !== undefined &&
    (monthOrdinal(contractMonth) ?? 0) > (monthOrdinal(decisionMonth) ?? 0)
  ) {
    found.contractYear = messages.contractFuture;
  }
  offers.forEach((one, index) => {
    if ((one.fixedYears ?? 0) > 0 && one.fixedRatePercent === undefined) {
      found[`offer${index}.fixedRatePercent`] = messages.required;
    }
  });
  if (values.refund && (c.commissionPaid === undefined || c.originalMonths === undefined)) {
    found.commissionPaid = messages.refundNeeds;
  }
  if (
    c.originalMonths !== undefined &&
    c.monthsLeft !== undefined &&
    c.originalMonths < c.monthsLeft
  ) {
    found.originalMonths = messages.originalShort;
  }
  if (Object.keys(found).length > 0) return { messages: found, input: null };
  const n = (value: number | undefined) => value ?? 0;
  const result: RefinanceInput = {
    current: {
      balance: n(c.balance),
      monthsLeft: n(c.monthsLeft),
      mortgageType: values.mortgageType,
      ratePercent: n(c.ratePercent),
      fixedMonthsLeft: n(c.fixedMonthsLeft),
      marginPercent: n(c.marginPercent),
      contractMonth,
      feePercent: n(c.feePercent),
      ...(c.commissionPaid !== undefined && { commissionPaid: c.commissionPaid }),
      ...(c.originalMonths !== undefined && { originalMonths: c.originalMonths }),
    },
    indexPercent: n(c.indexPercent),
    offers: offers.map((one, index): Offer => ({
      ...(Object.fromEntries(
        Object.keys(OFFER_RULES).map((key) => [key, n(one[key as keyof typeof one])]),
      ) as Omit<Offer, 'addCostsToLoan'>),
      // Unused without a fixed period; the schema still wants a rate there.
      fixedRatePercent: one.fixedRatePercent ?? RATE_MIN,
      addCostsToLoan: values.offers[index]?.addCostsToLoan ?? false,
    })),
    refund: values.refund,
    horizonYears: n(c.horizonYears),
  };
  if (fixed !== null) {
    result.newFixed = {
      ratePercent: n(fixed.ratePercent),
      years: n(fixed.years),
      annexFee: n(fixed.annexFee),
    };
  }
  if (c.ownStressPoints !== undefined) result.ownStressPoints = c.ownStressPoints;
  return { messages: found, input: result };
}

/** A number for a field: grouped the Polish way, every decimal kept. */
const text = (value: number | undefined) => (value === undefined ? '' : formatDecimal(value));

/** An offer's fields as they open: the costs at their defaults, the rest to be typed. */
export function offerValues(monthsLeft: string, source?: Offer): OfferValues {
  const base = source ?? defaultOffer(0);
  return {
    months: source === undefined ? monthsLeft : text(base.months),
    fixedRatePercent: source === undefined ? '' : text(base.fixedRatePercent),
    fixedYears: text(base.fixedYears),
    marginPercent: source === undefined ? '' : text(base.marginPercent),
    commissionPercent: text(base.commissionPercent),
    valuation: text(base.valuation),
    mortgageEntry: text(base.mortgageEntry),
    mortgageRemoval: text(base.mortgageRemoval),
    pcc: text(base.pcc),
    otherCosts: text(base.otherCosts),
    bridgeMarginPercent: text(base.bridgeMarginPercent),
    bridgeMonths: text(base.bridgeMonths),
    insuranceMonthly: text(base.insuranceMonthly),
    insuranceMonths: text(base.insuranceMonths),
    addCostsToLoan: base.addCostsToLoan,
  };
}

/** The form as it opens: one offer, nothing typed. */
export function emptyRefinanceValues(): RefinanceFormValues {
  return {
    balance: '',
    monthsLeft: '',
    ratePercent: '',
    fixedMonthsLeft: '0',
    indexPercent: '',
    marginPercent: '',
    contractYear: '',
    contractMonth: 1,
    feePercent: '0',
    commissionPaid: '',
    originalMonths: '',
    horizonYears: text(HORIZON_YEARS_DEFAULT),
    ownStressPoints: '',
    mortgageType: 'ANNUITY',
    refund: false,
    newFixed: { on: false, ratePercent: '', years: '5', annexFee: '' },
    offers: [offerValues('')],
  };
}

/** The form filled from an input (a shared link). */
export function valuesFromInput(shared: RefinanceInput): RefinanceFormValues {
  const c = shared.current;
  return {
    balance: text(c.balance),
    monthsLeft: text(c.monthsLeft),
    ratePercent: text(c.ratePercent),
    fixedMonthsLeft: text(c.fixedMonthsLeft),
    indexPercent: text(shared.indexPercent),
    marginPercent: text(c.marginPercent),
    contractYear: c.contractMonth.slice(0, 4),
    contractMonth: Number(c.contractMonth.slice(5, 7)),
    feePercent: text(c.feePercent),
    commissionPaid: text(c.commissionPaid),
    originalMonths: text(c.originalMonths),
    horizonYears: text(shared.horizonYears),
    ownStressPoints: text(shared.ownStressPoints),
    mortgageType: c.mortgageType,
    refund: shared.refund,
    newFixed:
      shared.newFixed === undefined
        ? { on: false, ratePercent: '', years: '5', annexFee: '' }
        : {
            on: true,
            ratePercent: text(shared.newFixed.ratePercent),
            years: text(shared.newFixed.years),
            annexFee: text(shared.newFixed.annexFee),
          },
    offers: shared.offers.map((one) => offerValues('', one)),
  };
}

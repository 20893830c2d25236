import type {
  CurrentValues,
  OfferValues,
  RefinanceField,
  RefinanceFormValues,
} from '../../domain/refinanceForm';

/** How the form asks for a change: a function of the values as they are. */
export type RefinanceChange = (
  change: (current: RefinanceFormValues) => RefinanceFormValues,
) => void;

type NewFixedKey = 'ratePercent' | 'years' | 'annexFee';
type OfferKey = Exclude<keyof OfferValues, 'addCostsToLoan'>;

/** The props a NumberField needs for one field of the form, besides its label and kind. */
export function fieldHelper(
  values: RefinanceFormValues,
  messages: Partial<Record<RefinanceField, string>>,
  onChange: RefinanceChange,
  onBlur: (field: RefinanceField) => void,
  scope: string,
) {
  const props = (field: RefinanceField, value: string, write: (text: string) => void) => {
    const message = messages[field] ?? null;
    return {
      id: `${scope}${field.replace('.', '-')}`,
      value,
      message,
      invalid: message !== null,
      onChange: write,
      onBlur: () => {
        onBlur(field);
      },
    };
  };
  return {
    current: (key: keyof CurrentValues) =>
      props(key, values[key], (text) => {
        onChange((current) => ({ ...current, [key]: text }));
      }),
    newFixed: (key: NewFixedKey) =>
      props(`newFixed.${key}`, values.newFixed[key], (text) => {
        onChange((current) => ({ ...current, newFixed: { ...current.newFixed, [key]: text } }));
      }),
    offer: (index: number, key: OfferKey) =>
      props(`offer${index}.${key}`, values.offers[index]?.[key] ?? '', (text) => {
        onChange((current) => ({
          ...current,
          offers: current.offers.map((one, at) => (at === index ? { ...one, [key]: text } : one)),
        }));
      }),
  };
}

/** The field helper the form's parts share. */
export type RefinanceFields = ReturnType<typeof fieldHelper>;

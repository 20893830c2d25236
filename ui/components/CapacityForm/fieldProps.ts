import type {
  AssumptionValues,
  CapacityField,
  CapacityFormValues,
} from '../../domain/capacityForm';

/** How the form asks for a change: a function of the values as they are. */
export type FormChange = (change: (current: CapacityFormValues) => CapacityFormValues) => void;

function isAssumption(
  values: CapacityFormValues,
  field: CapacityField,
): field is Exclude<keyof AssumptionValues, 'bgkCheck'> {
  return field in values.assumptions;
}

/** The text a field holds. */
function textOf(values: CapacityFormValues, field: CapacityField): string {
  if (field === 'income0' || field === 'income1') {
    return values.borrowers[field === 'income0' ? 0 : 1]?.income ?? '';
  }
  if (isAssumption(values, field)) return values.assumptions[field];
  return values[field];
}

/** The values with `text` in `field`. */
function withText(values: CapacityFormValues, field: CapacityField, text: string) {
  if (field === 'income0' || field === 'income1') {
    const index = field === 'income0' ? 0 : 1;
    return {
      ...values,
      borrowers: values.borrowers.map((borrower, at) =>
        at === index ? { ...borrower, income: text } : borrower,
      ),
    };
  }
  if (isAssumption(values, field)) {
    return { ...values, assumptions: { ...values.assumptions, [field]: text } };
  }
  return { ...values, [field]: text };
}

/** What a NumberField needs for `field`, besides its label, hint and kind. */
export function fieldProps(
  values: CapacityFormValues,
  messages: Partial<Record<CapacityField, string>>,
  onChange: FormChange,
  onBlur: (field: CapacityField) => void,
  /** The form's own prefix (useId), so two forms in one document never share an id. */
  scope: string,
) {
  return (field: CapacityField, id: string) => {
    const message = messages[field] ?? null;
    return {
      id: `${scope}${id}`,
      value: textOf(values, field),
      message,
      invalid: message !== null,
      onChange: (text: string) => {
        onChange((current) => withText(current, field, text));
      },
      onBlur: () => {
        onBlur(field);
      },
    };
  };
}

/** The field helper the form's parts share. */
export type FieldHelper = ReturnType<typeof fieldProps>;

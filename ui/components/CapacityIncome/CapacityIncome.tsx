import { useId } from 'react';
import type { IncomeNeeded } from '../../domain/capacity';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { formatMoney } from '../../domain/format';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { Stack } from '../Stack/Stack';
import * as styles from './CapacityIncome.css';

const copy = CAPACITY_COPY.reverse;

export interface CapacityIncomeProps {
  /** The amount as typed. */
  value: string;
  /** The amount field's message, once it shows one. */
  message: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The amount read, and the answer for it; null while the amount or the form is not ready. */
  answer: { amount: number; needed: IncomeNeeded } | null;
  /** The age limit in force, for the answer that the age leaves no year. */
  ageLimit: number;
}

/** `Jaki dochód potrzebny na kwotę …`: the smallest income for an amount, or why none is enough. */
export function CapacityIncome({
  value,
  message,
  onChange,
  onBlur,
  answer,
  ageLimit,
}: CapacityIncomeProps) {
  const headingId = useId();
  return (
    <Stack as="section" space="md" className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {copy.title}
      </Heading>
      <p className={styles.note}>{copy.intro}</p>
      <div className={styles.field}>
        <NumberField
          label={copy.amountLabel}
          kind="money"
          value={value}
          message={message}
          invalid={message !== null}
          onChange={onChange}
          onBlur={onBlur}
        />
      </div>
      <p role="status" className={styles.answer}>
        {answer === null ? copy.waiting : answerText(answer, ageLimit)}
      </p>
    </Stack>
  );
}

function answerText(
  { amount, needed }: { amount: number; needed: IncomeNeeded },
  ageLimit: number,
) {
  if (needed.kind === 'found') return copy.found(formatMoney(amount), formatMoney(needed.income));
  switch (needed.reason) {
    case 'AGE':
      return copy.impossible(copy.reasons.AGE(ageLimit));
    case 'VALUE':
      return copy.impossible(copy.reasons.VALUE(formatMoney(needed.limit)));
    case 'CONTRIBUTION':
      return copy.impossible(copy.reasons.CONTRIBUTION(formatMoney(needed.limit)));
    default:
      needed satisfies never;
      return '';
  }
}

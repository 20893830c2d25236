import { useId, useState } from 'react';
import { formatMoney, POLISH_MONTHS, type Settings } from '../../domain';
import { GOALS_COPY } from '../../domain/copy/goals';
import {
  instalmentInMonth,
  lowerInstalmentTo,
  payOffBy,
  payWithBudget,
  type GoalAnswer,
  type GoalOutcome,
} from '../../domain/goals';
import { instalmentText, unreachableText } from '../../domain/goalsText';
import { shorterLoanText } from '../../domain/labels';
import { parseNumber } from '../../domain/validation';
import type { Overpayment } from '../../domain/types';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import * as styles from './GoalTools.css';

/** The three goals, in the order the tool offers them. */
const GOALS = ['PAY_OFF_BY', 'BUDGET', 'LOWER_INSTALMENT'] as const;
type Goal = (typeof GOALS)[number];

const GOAL_OPTIONS = GOALS.map((goal) => [goal, GOALS_COPY.goals[goal]] as const);
const MONTH_OPTIONS = POLISH_MONTHS.map(
  (name, index) => [String(index + 1).padStart(2, '0'), name] as const,
);

/** What the fields hold as typed. */
export interface GoalFields {
  goal: Goal;
  years: string;
  month: string;
  year: string;
  from: string;
  budget: string;
  target: string;
  after: string;
}

const START: GoalFields = {
  goal: 'PAY_OFF_BY',
  years: '',
  month: '01',
  year: '',
  from: '1',
  budget: '',
  target: '',
  after: '1',
};

type Shown = { kind: 'answer'; answer: GoalAnswer; goal: Goal } | { kind: 'invalid' } | null;

/** A whole positive number typed in a count field, or null. */
function count(text: string): number | null {
  const value = parseNumber('count', text);
  return value !== null && Number.isInteger(value) && value >= 1 ? value : null;
}

/** A positive amount typed in a money field, or null. */
function money(text: string): number | null {
  const value = parseNumber('money', text);
  return value !== null && value > 0 ? value : null;
}

function solve(settings: Settings, fields: GoalFields): Shown {
  const first = settings.firstInstalmentMonth;
  try {
    switch (fields.goal) {
      case 'PAY_OFF_BY': {
        const from = count(fields.from);
        const year = count(fields.year);
        const years = count(fields.years);
        const target =
          first === undefined
            ? years === null
              ? null
              : years * 12
            : year === null
              ? null
              : instalmentInMonth(first, `${String(year).padStart(4, '0')}-${fields.month}`);
        if (from === null || target === null) return { kind: 'invalid' };
        return { kind: 'answer', goal: fields.goal, answer: payOffBy(settings, target, from) };
      }
      case 'BUDGET': {
        const from = count(fields.from);
        const budget = money(fields.budget);
        if (from === null || budget === null) return { kind: 'invalid' };
        return { kind: 'answer', goal: fields.goal, answer: payWithBudget(settings, budget, from) };
      }
      case 'LOWER_INSTALMENT': {
        const after = count(fields.after);
        const target = money(fields.target);
        if (after === null || target === null) return { kind: 'invalid' };
        return {
          kind: 'answer',
          goal: fields.goal,
          answer: lowerInstalmentTo(settings, target, after),
        };
      }
      default:
        return fields.goal satisfies never;
    }
  } catch {
    // A month past the term, say: the engine refuses it, and the tool says it cannot count it.
    return { kind: 'invalid' };
  }
}

export interface GoalSeekProps {
  settings: Settings;
  /** `Wstaw do nadpłat`: the answer's rows go into the form. */
  onInsert: (rows: Overpayment[]) => void;
  /** Shown after an insert, when the rows went into a form on this page. */
  insertedText?: string | undefined;
  /** Starting values, for stories. */
  initial?: Partial<GoalFields>;
}

/** `Spłać do`, `Stała kwota miesięcznie`, `Obniż ratę do` (issue 36). */
export function GoalSeek({ settings, onInsert, insertedText, initial }: GoalSeekProps) {
  const id = useId();
  const [fields, setFields] = useState<GoalFields>({ ...START, ...initial });
  const [shown, setShown] = useState<Shown>(null);
  const [inserted, setInserted] = useState(false);
  const first = settings.firstInstalmentMonth;
  const set = (change: Partial<GoalFields>) => {
    setFields((current) => ({ ...current, ...change }));
    setShown(null);
    setInserted(false);
  };
  const number = (
    name: keyof GoalFields,
    label: string,
    kind: 'count' | 'money',
    hint?: string,
  ) => (
    <NumberField
      id={`${id}-${name}`}
      label={label}
      {...(hint === undefined ? {} : { hint })}
      kind={kind}
      value={fields[name]}
      message={null}
      invalid={false}
      onChange={(text) => {
        set({ [name]: text });
      }}
      onBlur={() => undefined}
    />
  );

  return (
    <Stack as="section" space="md" className={styles.tool} aria-labelledby={`${id}-title`}>
      <Heading level={3} size="md" id={`${id}-title`}>
        {GOALS_COPY.seekTitle}
      </Heading>
      <p className={styles.muted}>{GOALS_COPY.baseNote}</p>
      <div className={styles.fields}>
        <SelectField
          id={`${id}-goal`}
          label={GOALS_COPY.goalLabel}
          value={fields.goal}
          options={GOAL_OPTIONS}
          onChange={(goal) => {
            set({ goal });
          }}
        />
        {fields.goal === 'PAY_OFF_BY' &&
          (first === undefined ? (
            number('years', GOALS_COPY.targetYears, 'count')
          ) : (
            <>
              <SelectField
                id={`${id}-month`}
                label={GOALS_COPY.targetMonth}
                value={fields.month}
                options={MONTH_OPTIONS}
                onChange={(month) => {
                  set({ month });
                }}
              />
              {number('year', GOALS_COPY.targetYear, 'count')}
            </>
          ))}
        {fields.goal === 'BUDGET' &&
          number('budget', GOALS_COPY.budget, 'money', GOALS_COPY.budgetHint)}
        {fields.goal === 'LOWER_INSTALMENT' && (
          <>
            {number('target', GOALS_COPY.targetInstalment, 'money')}
            {number('after', GOALS_COPY.after, 'count')}
          </>
        )}
        {fields.goal !== 'LOWER_INSTALMENT' && number('from', GOALS_COPY.from, 'count')}
      </div>
      <div>
        <Button
          tone="secondary"
          onClick={() => {
            setShown(solve(settings, fields));
            setInserted(false);
          }}
        >
          {GOALS_COPY.compute}
        </Button>
      </div>
      <div role="status">
        {shown?.kind === 'invalid' && <p className={styles.message}>{GOALS_COPY.invalid}</p>}
        {shown?.kind === 'answer' && !shown.answer.ok && (
          <p className={styles.message}>{unreachableText(shown.answer.reason, first)}</p>
        )}
        {shown?.kind === 'answer' && shown.answer.ok && (
          <GoalResult
            outcome={shown.answer.outcome}
            goal={shown.goal}
            first={first}
            inserted={inserted ? (insertedText ?? null) : null}
            onInsert={() => {
              if (shown.answer.ok) onInsert(shown.answer.outcome.overpayments);
              setInserted(true);
            }}
          />
        )}
      </div>
    </Stack>
  );
}

const AMOUNT_LABELS: Readonly<Record<Goal, string>> = {
  PAY_OFF_BY: GOALS_COPY.amountMonthly,
  BUDGET: GOALS_COPY.amountBudget,
  LOWER_INSTALMENT: GOALS_COPY.amountOnce,
};

interface GoalResultProps {
  outcome: GoalOutcome;
  goal: Goal;
  first: string | undefined;
  inserted: string | null;
  onInsert: () => void;
}

function GoalResult({ outcome, goal, first, inserted, onInsert }: GoalResultProps) {
  if (outcome.overpayments.length === 0) {
    return <p className={styles.value}>{GOALS_COPY.nothingNeeded}</p>;
  }
  const items: [string, string][] = [
    [AMOUNT_LABELS[goal], formatMoney(outcome.amount)],
    [GOALS_COPY.lastInstalment, instalmentText(outcome.lastInstalment, first)],
    [GOALS_COPY.shortenedBy, shorterLoanText(outcome.monthsShorter) ?? GOALS_COPY.notShorter],
    [GOALS_COPY.interestSaved, formatMoney(outcome.interestSavedNetOfFees)],
  ];
  if (goal === 'LOWER_INSTALMENT' && outcome.nextInstalment !== null) {
    items.splice(1, 0, [GOALS_COPY.nextInstalment, formatMoney(outcome.nextInstalment)]);
  }
  return (
    <Stack space="sm" align="start">
      <dl className={styles.figures}>
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={onInsert}>{GOALS_COPY.insert}</Button>
      {inserted !== null && <p className={styles.muted}>{inserted}</p>}
    </Stack>
  );
}

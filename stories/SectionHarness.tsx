// A stand-in for the settings form around one of its scenario sections: the same state, checks
// and touched-field rule as SimulationForm, so a section can be reviewed and tested on its own.
import { useId, useState, type ComponentType } from 'react';
import type { SectionProps } from '../ui/components/SimulationForm/sectionProps';
import { checkScenario, type BaseValues, type ScenarioValues } from '../ui/domain/scenarioForm';

/** 300 000 zł at 7,25 % over 25 years, as valid main fields give a section its limits. */
export const BASE: BaseValues = {
  loanAmount: 300_000,
  annualInterestRatePercent: 7.25,
  loanTermYears: 25,
};

export interface SectionHarnessProps {
  section: ComponentType<SectionProps>;
  initial: ScenarioValues;
  base?: BaseValues;
  /** Shows every field's message from the start, as after a submit attempt. */
  touched?: boolean;
}

/** Renders `section` inside a form with its own state, as the settings form would. */
export function SectionHarness({
  section: Section,
  initial,
  base = BASE,
  touched = false,
}: SectionHarnessProps) {
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [touchedIds, setTouchedIds] = useState<ReadonlySet<string> | 'all'>(
    touched ? 'all' : new Set(),
  );
  const check = checkScenario(values, base);
  return (
    // Radio groups are scoped by their form, as they are in the settings form.
    <form
      aria-label="Sekcja formularza"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Section
        values={values}
        update={(change) => {
          setValues(change);
        }}
        message={(id) =>
          touchedIds === 'all' || touchedIds.has(id) ? (check.messages[id] ?? null) : null
        }
        touch={(id) => {
          setTouchedIds((current) => (current === 'all' ? current : new Set(current).add(id)));
        }}
        base={base}
        idPrefix={idPrefix}
      />
    </form>
  );
}

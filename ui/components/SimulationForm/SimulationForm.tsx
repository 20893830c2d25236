import { useState } from 'react';
import type { Settings } from '../../domain';
import type { FormDraft } from '../../domain/formDraft';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../domain/scenarioValues';
import { FormBody } from './FormBody';
import type { FormValues } from './useBaseFields';

/** A section the form can open; exported for the starting values. */
export type OpenSection = 'overpayments' | 'costs' | 'contract';

export interface SimulationFormProps {
  onSubmit: (settings: Settings) => void;
  /** The reason the last save failed, shown next to the button. */
  saveError?: string | null;
  /** True while a run is being saved. */
  busy?: boolean;
  /** Stories and tests start from given texts; the page starts empty. */
  initialValues?: Partial<FormValues>;
  /** The scenario sections' starting values, e.g. from a run used as a starting point. */
  initialScenario?: ScenarioValues;
  /** Opens these sections from the start (stories; a starting point with rows). */
  initiallyOpen?: readonly OpenSection[];
  /** Marks every field touched, so its message shows from the start. */
  initiallyTouched?: boolean;
  /** The run's name to start with (`Nazwa (opcjonalnie)`, kept in the tab). */
  initialName?: string;
  /** Hears every change the borrower makes, to keep the form in this tab (issue 32). */
  onDraftChange?: (draft: FormDraft) => void;
  /** Called when `Wyczyść formularz` empties the form. */
  onClear?: () => void;
}

export interface FormBodyProps extends SimulationFormProps {
  /** Says something in the form's polite live region. */
  announce: (text: string) => void;
  /** Puts focus in the first field once mounted (a cleared form). */
  focusFirst: boolean;
}

/**
 * The settings form "Ustawienia symulacji": fields, instalment type, the start button and
 * `Wyczyść formularz`, which starts it again from nothing, whatever it was started from.
 */
export function SimulationForm(props: SimulationFormProps) {
  const [cleared, setCleared] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <FormBody
        key={cleared}
        {...props}
        {...(cleared > 0 && {
          initialValues: {},
          initialScenario: EMPTY_SCENARIO,
          initiallyOpen: [],
          initiallyTouched: false,
          initialName: '',
        })}
        announce={(text) => {
          // The same words again are a change too, so a second press is heard.
          setAnnouncement((current) => (current === text ? `${text}\u00A0` : text));
        }}
        focusFirst={cleared > 0}
        onClear={() => {
          setCleared((count) => count + 1);
          props.onClear?.();
        }}
      />
      {/* A live region without the status role: the form's notes keep theirs to themselves. */}
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

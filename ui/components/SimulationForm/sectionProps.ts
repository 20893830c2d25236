import type { MortgageType } from '../../domain';
import type { BaseValues, ScenarioValues } from '../../domain/scenarioForm';

/** What the form gives each scenario section: its values, a way to change them, and messages. */
export interface SectionProps {
  values: ScenarioValues;
  /** Applies a change to the sections' values. */
  update: (change: (current: ScenarioValues) => ScenarioValues) => void;
  /** The message to show for a field id, or null (none, or the field not touched yet). */
  message: (fieldId: string) => string | null;
  /** Marks a field as touched, so its message shows. */
  touch: (fieldId: string) => void;
  /** The main fields' values, when valid: limits and builders follow them. */
  base: BaseValues;
  /** The instalment type chosen in the form, for the tools that run the loan (issue 36). */
  mortgageType?: MortgageType;
  /**
   * Prefixes every element id (the form's `useId`), so two forms on one page, as on a Docs page,
   * never share an id; messages stay keyed by the bare `fieldId`.
   */
  idPrefix: string;
}

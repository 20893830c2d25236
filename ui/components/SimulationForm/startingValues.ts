import { formatAmount, formatDecimal, type Settings } from '../../domain';
import { scenarioFromSettings } from '../../domain/scenarioForm';
import { filledCosts } from '../../domain/scenarioValues';
import type { OpenSection, SimulationFormProps } from './SimulationForm';

/** The form's props that start it from a saved or shared run (`Użyj jako punkt wyjścia`). */
export function startingValues(
  settings: Settings,
): Pick<SimulationFormProps, 'initialValues' | 'initialScenario' | 'initiallyOpen'> {
  const initialScenario = scenarioFromSettings(settings);
  const initiallyOpen: OpenSection[] = [];
  if (initialScenario.overpayments.length > 0) initiallyOpen.push('overpayments');
  if (filledCosts(initialScenario.costs) > 0) initiallyOpen.push('costs');
  if (initialScenario.contract !== undefined) initiallyOpen.push('contract');
  return {
    initialValues: {
      amount: formatAmount(settings.loanAmount),
      rate: formatDecimal(settings.annualInterestRatePercent),
      term: String(settings.loanTermYears),
      mortgageType: settings.mortgageType,
    },
    initialScenario,
    initiallyOpen,
  };
}

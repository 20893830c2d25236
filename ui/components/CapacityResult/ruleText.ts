import type { BindingRule, CapacityResult } from '../../domain/capacity';
import { CAPACITY_COPY } from '../../domain/copy/capacity';

const rules = CAPACITY_COPY.result.rules;

/** The income rule in words, with the cap applied: `dochód (DSTI 40%)` or `koszty utrzymania`. */
export function incomeRuleText(result: CapacityResult): string {
  return result.instalmentRule === 'DSTI' ? rules.dsti(result.dstiPercent) : rules.livingCosts;
}

/** The value rule in words: `wartość nieruchomości (LTV 80%)`, `(LTV 90%)` or `(gwarancja BGK)`. */
export function valueRuleText(result: CapacityResult): string {
  return result.value.rule === 'BGK' ? rules.bgk : rules.ltv(result.value.ltvPercent);
}

/** The binding rule in words, as `Ogranicza Cię: …` names it. */
export function bindingRuleText(result: CapacityResult): string {
  const binding: BindingRule = result.binding;
  switch (binding) {
    case 'DSTI':
    case 'LIVING_COSTS':
      return incomeRuleText(result);
    case 'AGE':
      return rules.age;
    case 'VALUE':
      return valueRuleText(result);
    case 'CONTRIBUTION':
      return rules.contribution;
    default:
      binding satisfies never;
      return rules.age;
  }
}

import type { CapacityAssumptions } from '../../domain/capacityInput';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './CapacitySources.css';

const copy = CAPACITY_COPY.sources;

export interface CapacitySourcesProps {
  /** The defaults the rules name (DEFAULT_ASSUMPTIONS on the page). */
  defaults: CapacityAssumptions;
}

/** The rules the capacity page applies and their sources with dates; static, no script. */
export function CapacitySources({ defaults }: CapacitySourcesProps) {
  return (
    <Stack as="section" space="md" className={styles.card} aria-labelledby="zdolnosc-zasady">
      <Heading level={2} id="zdolnosc-zasady">
        {copy.title}
      </Heading>
      <ul className={styles.list}>
        {copy.rules(defaults).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <ul className={styles.list}>
        {copy.list.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
      <p className={styles.note}>{copy.note}</p>
    </Stack>
  );
}

import { useId, type ReactNode } from 'react';
import { TABLE_COPY } from '../../domain/copy/results';
import { Heading } from '../Heading/Heading';
import { LoadingState } from '../LoadingState/LoadingState';
import { Stack } from '../Stack/Stack';
import * as styles from './SimulationTable.css';

/**
 * The comparison table's titled section. A module of its own, apart from the table, so the home
 * page can show the table's loading state before the table's code is there (see HomeSimulator).
 */
export function TableFrame({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack as="section" space="sm" aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {TABLE_COPY.title}
      </Heading>
      {children}
    </Stack>
  );
}

/** What the table shows while there are no runs to list: they are loading, or cannot be read. */
export function TableStatus({ status }: { status: 'loading' | 'unavailable' }) {
  return status === 'loading' ? (
    <LoadingState message={TABLE_COPY.loading} />
  ) : (
    <p className={styles.empty}>{TABLE_COPY.unavailable}</p>
  );
}

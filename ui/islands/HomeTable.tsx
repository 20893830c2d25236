import { useCallback, useState } from 'react';
import type { DamagedSimulation } from '../data/guard';
import { DEFAULT_SORT, nextSort, type Simulation, type SortColumnIndex } from '../domain';
import {
  SimulationTable,
  type DeleteTarget,
  type SimulationListStatus,
} from '../components/SimulationTable/SimulationTable';
import { useCompareSelection } from '../hooks/useCompareSelection';

export interface HomeTableProps {
  simulations: Simulation[];
  damaged: DamagedSimulation[];
  status: SimulationListStatus;
  onDelete: (target: DeleteTarget) => void;
  /** Opens the comparison of the ticked runs. */
  navigate: (href: string) => void;
}

/**
 * The home page's comparison table with its own order and the runs ticked to compare: a module
 * the island loads beside the saved-runs store, since it has nothing to show before them.
 */
export function HomeTable({ simulations, damaged, status, onDelete, navigate }: HomeTableProps) {
  const [sort, setSort] = useState(DEFAULT_SORT);
  const changeSort = useCallback((column: SortColumnIndex) => {
    setSort((current) => nextSort(current, column));
  }, []);
  const compare = useCompareSelection(simulations, navigate);
  return (
    <SimulationTable
      simulations={simulations}
      damaged={damaged}
      status={status}
      sort={sort}
      onSortChange={changeSort}
      onDelete={onDelete}
      compare={compare}
    />
  );
}

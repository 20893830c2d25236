import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Simulation } from '../domain';
import { COMPARE_MAX, compareHref } from '../domain/compareRoute';
import type { CompareSelection } from '../components/SimulationTable/SimulationTable';

/**
 * The runs ticked to compare, in the order ticked (the first is the comparison's base), at most
 * COMPARE_MAX; `onCompare` opens the comparison of them. A run deleted here or in another tab
 * simply drops out of the selection. The callbacks are stable, so ticking never re-renders every
 * row.
 */
export function useCompareSelection(
  simulations: readonly Simulation[],
  navigate: (href: string) => void,
): CompareSelection {
  const [ticked, setTicked] = useState<string[]>([]);
  const selected = useMemo(
    () => ticked.filter((id) => simulations.some((simulation) => simulation.id === id)),
    [ticked, simulations],
  );
  const simulationsRef = useRef(simulations);
  useEffect(() => {
    simulationsRef.current = simulations;
  }, [simulations]);
  const onToggle = useCallback((id: string) => {
    setTicked((current) => {
      const kept = current.filter((tickedId) =>
        simulationsRef.current.some((s) => s.id === tickedId),
      );
      if (kept.includes(id)) return kept.filter((tickedId) => tickedId !== id);
      return kept.length >= COMPARE_MAX ? kept : [...kept, id];
    });
  }, []);
  return useMemo(
    () => ({
      selected,
      onToggle,
      onCompare: () => {
        navigate(compareHref(selected));
      },
    }),
    [selected, onToggle, navigate],
  );
}

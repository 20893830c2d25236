import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSimulation } from '../data/test-support';
import type { Simulation } from '../domain';
import { useCompareSelection } from './useCompareSelection';

const runs = ['a', 'b', 'c', 'd', 'e'].map((id) => sampleSimulation(id));

afterEach(cleanup);

function setUp(initial: readonly Simulation[] = runs) {
  const navigate = vi.fn();
  const hook = renderHook(({ simulations }) => useCompareSelection(simulations, navigate), {
    initialProps: { simulations: initial },
  });
  const tick = (...ids: string[]) => {
    for (const id of ids) {
      act(() => {
        hook.result.current.onToggle(id);
      });
    }
  };
  return { ...hook, navigate, tick };
}

describe('useCompareSelection', () => {
  it('keeps the ticked runs in the order ticked, and unticks', () => {
    const { result, tick } = setUp();
    tick('c', 'a', 'b');
    expect(result.current.selected).toEqual(['c', 'a', 'b']);
    tick('a');
    expect(result.current.selected).toEqual(['c', 'b']);
  });

  it('takes at most four', () => {
    const { result, tick } = setUp();
    tick('a', 'b', 'c', 'd', 'e');
    expect(result.current.selected).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a run that leaves the list, which frees its place', () => {
    const { result, tick, rerender } = setUp();
    tick('a', 'b', 'c', 'd');
    rerender({ simulations: runs.filter((run) => run.id !== 'b') });
    expect(result.current.selected).toEqual(['a', 'c', 'd']);
    tick('e');
    expect(result.current.selected).toEqual(['a', 'c', 'd', 'e']);
  });

  it('opens the comparison of the ticked runs, the first as its base', () => {
    const { result, tick, navigate } = setUp();
    tick('d', 'b');
    result.current.onCompare();
    expect(navigate).toHaveBeenCalledWith('/porownanie#d,b');
  });

  it('keeps the same toggle between renders, so rows need not re-render', () => {
    const { result, tick } = setUp();
    const toggle = result.current.onToggle;
    tick('a');
    expect(result.current.onToggle).toBe(toggle);
  });
});

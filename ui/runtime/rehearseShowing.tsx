import type { ComponentType, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Simulation } from '../domain';
import type { ResultCardProps } from '../components/ResultCard/ResultCard';
import { onIdle, PREFETCH } from './idle';
import type { HomeTableProps } from '../islands/HomeTable';
import { FIRST_RUN_REHEARSED } from './marks';

const noop = (): void => undefined;

/** The card and the table as the island shows them (memoised), so the same code is warmed. */
export interface Rehearsed {
  Card: ComponentType<ResultCardProps>;
  Table: ComponentType<HomeTableProps>;
}

/**
 * Shows `simulation` once, for nothing, in a result card and a table row that never reach the
 * borrower: an element off the page's edge, hidden, inert and out of the accessibility tree,
 * laid out once and removed in the same task. V8 compiles a function the first time it runs,
 * React meets each element type's mount path for the first time too, and Blink shapes each word
 * of text the first time it lays it out, all of which the first run's tap paid (figures: README,
 * "Interaction latency"; the layout in the tap's frame went from 16 to 8-12 ms at 4×). The card
 * and the row are rehearsed each in an idle moment of their own (together they were one task of
 * about 25 ms, 100 ms at a 4× slower CPU), as wide as the form (`width`), so their lines break as
 * on the page. Loaded with the engine, while idle. Returns the function that cancels what has not
 * run yet.
 */
export function rehearseShowing(
  simulation: Simulation,
  width: () => number,
  { Card, Table }: Rehearsed,
): () => void {
  const { result } = simulation;
  if (result === undefined) return noop;
  const rehearse = (element: ReactNode) => {
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    Object.assign(host.style, {
      position: 'absolute',
      top: '0',
      left: '-20000px',
      width: `${width()}px`,
      visibility: 'hidden',
    });
    document.body.append(host);
    // Its own useId prefix, so its ids never repeat the page's while it is in the document.
    const root = createRoot(host, { identifierPrefix: 'proba-' });
    try {
      flushSync(() => {
        root.render(element);
      });
      host.getBoundingClientRect(); // lays it out
    } finally {
      root.unmount();
      host.remove();
    }
  };
  let cancelNext = noop;
  const cancelFirst = onIdle(() => {
    rehearse(
      <Card
        id={simulation.id}
        label={simulation.label}
        result={result}
        mortgageType={simulation.settings.mortgageType}
        settings={simulation.settings}
      />,
    );
    cancelNext = onIdle(() => {
      rehearse(
        <Table
          simulations={[simulation]}
          damaged={[]}
          status="ready"
          onDelete={noop}
          navigate={noop}
        />,
      );
      performance.mark(FIRST_RUN_REHEARSED);
    }, PREFETCH);
  }, PREFETCH);
  return () => {
    cancelFirst();
    cancelNext();
  };
}

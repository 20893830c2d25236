import { useEffect, useRef, useState } from 'react';
import { createSimulation, reportHref, type Simulation } from '../domain';
import { REPORT_ACTIONS_COPY } from '../domain/copy/report';
import { Button } from '../components/Button/Button';
import { useDataSource } from '../hooks/DataSourceContext';
import * as styles from './SimulationDetail.css';

/**
 * Where the shared run stands in this browser: being looked up, not saved, being saved, saved
 * (now, or before: a reload, another tab), or a save that failed.
 */
type SaveState = 'checking' | 'unsaved' | 'saving' | 'failed' | { saved: 'now' | 'before' };

export interface SharedBannerProps {
  /** The run the link describes, as the report shows it. */
  simulation: Simulation;
  /** Made under an older engine convention: the figures were recomputed. */
  recomputed: boolean;
  /** The id a saved copy has (`sharedRunId`): the same link is saved once, under this id. */
  savedId: string;
}

/**
 * The banner of a report opened from a shared link, with `Zapisz w tej przeglądarce`. It says one
 * thing at a time: that nothing is saved here and the button, or that the run is saved, with a
 * link to its report. A copy saved before (a reload, another tab) is found by its id, so saving
 * twice keeps one run, and the copy keeps the time the run was made.
 */
export function SharedBanner({ simulation, recomputed, savedId }: SharedBannerProps) {
  const data = useDataSource();
  const [state, setState] = useState<SaveState>('checking');
  // This page's own save is announced too; it is not news from another tab.
  const savingRef = useRef(false);

  useEffect(() => {
    let current = true;
    const check = () => {
      data.getSimulation(savedId).then(
        (found) => {
          if (!current) return;
          const here = found !== undefined && !('damaged' in found);
          setState((now) => {
            if (here) return typeof now === 'object' ? now : { saved: 'before' };
            return typeof now === 'object' || now === 'checking' ? 'unsaved' : now;
          });
        },
        () => {
          if (current) setState((now) => (now === 'checking' ? 'unsaved' : now));
        },
      );
    };
    check();
    const stop = data.onSimulationsChanged((change) => {
      // Saved or deleted in another tab, or every run cleared: the banner follows.
      if (change.type === 'added' && change.id === savedId) {
        if (!savingRef.current) setState({ saved: 'before' });
      } else if (
        change.type === 'cleared' ||
        (change.type === 'deleted' && change.id === savedId)
      ) {
        setState('unsaved');
      } else if (change.type === 'imported') check();
    });
    return () => {
      current = false;
      stop();
    };
  }, [data, savedId]);

  async function save() {
    if (savingRef.current) return;
    savingRef.current = true;
    setState('saving');
    try {
      const copy = createSimulation(simulation.settings, {
        id: savedId,
        timestamp: simulation.timestamp,
        name: simulation.name,
      });
      await data.addSimulation(copy);
      setState({ saved: 'now' });
    } catch (error) {
      // Another tab may have saved the same run a moment earlier: then it is saved.
      const found = await data.getSimulation(savedId).catch(() => undefined);
      if (found !== undefined && !('damaged' in found)) {
        setState({ saved: 'before' });
        return;
      }
      console.warn('[SimulationDetail] Could not save the shared run.', error);
      setState('failed');
    } finally {
      savingRef.current = false;
    }
  }

  const saved = typeof state === 'object';
  return (
    <section aria-label={REPORT_ACTIONS_COPY.sharedBanner} className={styles.shared}>
      <p className={styles.sharedTitle}>{REPORT_ACTIONS_COPY.sharedBanner}</p>
      <p>{REPORT_ACTIONS_COPY.sharedNote}</p>
      {recomputed && <p>{REPORT_ACTIONS_COPY.recomputed}</p>}
      {(state === 'unsaved' || state === 'failed' || state === 'saving') && (
        <>
          <p>{REPORT_ACTIONS_COPY.notSaved}</p>
          <Button
            onClick={() => {
              void save();
            }}
          >
            {REPORT_ACTIONS_COPY.save}
          </Button>
        </>
      )}
      <p role="status" aria-live="polite">
        {state === 'failed' && REPORT_ACTIONS_COPY.saveFailed}
        {saved && (
          <>
            {`${state.saved === 'now' ? REPORT_ACTIONS_COPY.saved : REPORT_ACTIONS_COPY.alreadySaved} `}
            <a href={reportHref(savedId)}>{REPORT_ACTIONS_COPY.openSaved}</a>
          </>
        )}
      </p>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { TABLE_COPY } from '../domain/copy/results';
import type { DeleteTarget } from '../components/SimulationTable/SimulationTable';
import { onIdle, PREFETCH } from '../runtime/idle';

/** The table's note when a delete failed. */
const DELETE_ERROR = TABLE_COPY.deleteError;

export interface DeleteFlowOptions {
  /** Deletes the target from storage and from the list; rejects when it could not. */
  remove: (target: DeleteTarget) => Promise<void>;
  /** Reads the list again, after a failed delete. */
  refresh: () => void;
  /** Where focus goes after a delete: the row and its button are gone. */
  focusAfterDelete: RefObject<HTMLElement | null>;
  /** Fetches the dialog's code; resolves to whether it is here (see lazyComponent). */
  preloadDialog: () => Promise<boolean>;
}

/** The spec's delete confirmation: asked from a row, confirmed or cancelled in a dialog. */
export interface DeleteFlow {
  /** The label the dialog names, while it is open; null when it is closed. */
  label: string | null;
  /** Whether the dialog is drawn (hidden while closed); true once its code is here. */
  drawn: boolean;
  /** The table's note about the last delete, or null. */
  error: string | null;
  /** What a screen reader hears once a run is deleted (issue 32 §4), or null. */
  announcement: string | null;
  /** Where focus returns when the dialog closes: the delete button, or after a delete the table. */
  returnFocusRef: RefObject<HTMLElement | null>;
  ask: (target: DeleteTarget) => void;
  confirm: () => void;
  cancel: () => void;
}

function deleteLabel(target: DeleteTarget): string {
  return 'damaged' in target ? TABLE_COPY.damagedLabel : target.label;
}

/**
 * The delete confirmation's state. Its code is fetched while the browser is idle, and the dialog
 * is drawn, hidden, once it is here (see ModalDialog), so a delete click only reveals it. Focus
 * goes back to the button that opened it when nothing was deleted, and to `focusAfterDelete`
 * when something was. A failed delete says so and reads the list again, whatever happened
 * meanwhile (the run deleted in another tab), so the table shows what is kept.
 */
export function useDeleteFlow({
  remove,
  refresh,
  focusAfterDelete,
  preloadDialog,
}: DeleteFlowOptions): DeleteFlow {
  const [pending, setPending] = useState<DeleteTarget | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let live = true;
    const cancelPreload = onIdle(() => {
      void preloadDialog().then((loaded) => {
        if (live && loaded) setReady(true);
      });
    }, PREFETCH);
    return () => {
      live = false;
      cancelPreload();
    };
  }, [preloadDialog]);

  const ask = useCallback((target: DeleteTarget) => {
    returnFocusRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(target);
    setAnnouncement(null);
    // Its code is here once it shows: kept drawn from then on, even if the idle fetch failed.
    setReady(true);
  }, []);

  const confirm = useCallback(() => {
    const target = pending;
    setPending(null);
    if (target === null) return;
    returnFocusRef.current = focusAfterDelete.current;
    remove(target).then(
      () => {
        setError(null);
        setAnnouncement(TABLE_COPY.deleted(deleteLabel(target)));
      },
      (reason: unknown) => {
        console.warn('Could not delete the simulation', reason);
        setError(DELETE_ERROR);
        refresh();
      },
    );
  }, [pending, remove, refresh, focusAfterDelete]);

  const cancel = useCallback(() => {
    setPending(null);
  }, []);

  return {
    label: pending === null ? null : deleteLabel(pending),
    drawn: ready || pending !== null,
    error,
    announcement,
    returnFocusRef,
    ask,
    confirm,
    cancel,
  };
}

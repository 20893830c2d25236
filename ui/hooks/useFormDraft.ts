import { useCallback, useEffect, useRef, useState } from 'react';
import { startingPointFromHash } from '../domain';
import type { FormDraft } from '../domain/formDraft';
import { lazyModule } from '../runtime/lazy';
import { useDataSource } from './DataSourceContext';
import type { DraftProps } from './formDraftSession';

// The draft's schema, the form's values made from it and the writing load only when needed.
const session = lazyModule(() => import('./formDraftSession'));

const ignore = () => undefined;

/** The form kept in this tab: what it was restored from, and how to keep or forget it. */
export interface FormDraftKeeper {
  /** The form's props from the draft kept before a reload or Back; null when none was restored. */
  restored: DraftProps | null;
  /** The note above the form: restored, or cleared; null when there is none. */
  note: string | null;
  /** Keeps the form's new state, a moment later or as the page is left. */
  keep: (draft: FormDraft) => void;
  /** Forgets the kept draft (`Wyczyść formularz`). */
  clear: () => void;
}

/**
 * Keeps the form in this tab's sessionStorage as the borrower changes it, and restores it on a
 * reload or Back (issue 32), unless the address names a starting point (`hash`, the browser's
 * fragment by default), which wins, or the borrower has started typing meanwhile.
 */
export function useFormDraft(hash: string | undefined): FormDraftKeeper {
  const data = useDataSource();
  const [shown, setShown] = useState<Pick<FormDraftKeeper, 'restored' | 'note'>>({
    restored: null,
    note: null,
  });
  const changed = useRef(false);

  useEffect(() => {
    const kept = data.readFormDraft();
    if (kept === null || startingPointFromHash(hash ?? window.location.hash) !== null) return;
    let live = true;
    session.load().then(({ restoredForm, FORM_NOTES_COPY }) => {
      const restored = restoredForm(kept);
      if (live && restored !== null && !changed.current) {
        setShown({ restored, note: FORM_NOTES_COPY.restored });
      }
    }, ignore);
    return () => {
      live = false;
    };
  }, [data, hash]);

  const keep = useCallback(
    (draft: FormDraft) => {
      changed.current = true;
      session.load().then((module) => {
        module.keep(data, draft);
      }, ignore);
    },
    [data],
  );

  const clear = useCallback(() => {
    changed.current = true;
    session.load().then((module) => {
      module.forget(data);
      setShown(({ restored }) => ({ restored, note: module.FORM_NOTES_COPY.cleared }));
    }, ignore);
  }, [data]);

  return { ...shown, keep, clear };
}

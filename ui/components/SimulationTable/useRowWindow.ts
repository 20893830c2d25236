import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type UIEvent,
} from 'react';
import { flushSync } from 'react-dom';

/** From this many runs on, only the rows in and near the scroll region's view are drawn. */
export const WINDOW_FROM = 60;
/** Rows drawn beyond each edge of the view, so a quick scroll rarely shows a blank. */
const OVERSCAN = 12;
/** A row's height before one is measured: the 44 px buttons plus the cell's padding. */
const ROW_HEIGHT_GUESS = 54;
/** The region's height: the spec's maximum table height, which 60 rows always fill. */
const VIEW_HEIGHT = 440;

/** Whether the focus leaves a control for what it opened: a row's menu, outside the table. */
function movesIntoWhatItControls({ target, relatedTarget }: FocusEvent<HTMLElement>): boolean {
  const controlled = target.getAttribute('aria-controls');
  return (
    controlled !== null &&
    relatedTarget instanceof Node &&
    (target.ownerDocument.getElementById(controlled)?.contains(relatedTarget) ?? false)
  );
}

/**
 * Which rows of a long list to draw (issue 10: sorting 200 runs, or opening a dialog over them,
 * restyled and laid out every row of a table the region shows ten of): the rows in the region's
 * view and OVERSCAN on each side, with spacer rows of the measured mean row height standing in
 * for the rest, so the list scrolls and reads as before. A row holding the focus is always drawn,
 * so scrolling never drops the keyboard's place. Short lists, the spec's usual case, draw all.
 */
export function useRowWindow(ids: readonly string[]) {
  const count = ids.length;
  const [scrollTop, setScrollTop] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_GUESS);
  // The run whose row holds the focus, by id: a save or delete elsewhere moves places, not ids.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // Printing drops the region's height limit, so every row is drawn for paper.
  const [printing, setPrinting] = useState(false);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const windowed = count >= WINDOW_FROM && !printing;
  let start = 0;
  let end = count;
  if (windowed) {
    start = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
    end = Math.min(count, Math.ceil((scrollTop + VIEW_HEIGHT) / rowHeight) + OVERSCAN);
    const focused = focusedId === null ? -1 : ids.indexOf(focusedId);
    if (focused >= 0) {
      start = Math.min(start, focused);
      end = Math.max(end, focused + 1);
    }
  }
  // Measured once the window opens and when the count changes, never on scrolling: rows of
  // different heights could otherwise move the window and the mean back and forth for ever.
  useLayoutEffect(() => {
    if (!windowed) return;
    const region = bodyRef.current?.closest<HTMLElement>('[role="region"]');
    // A list that grew past WINDOW_FROM while scrolled starts from where the region is.
    if (region) setScrollTop(region.scrollTop);
    const rows = bodyRef.current?.querySelectorAll('tr[data-row]') ?? [];
    let total = 0;
    rows.forEach((row) => (total += row.getBoundingClientRect().height));
    const mean = rows.length > 0 ? total / rows.length : ROW_HEIGHT_GUESS;
    setRowHeight((current) => (Math.abs(mean - current) > 0.5 ? mean : current));
  }, [windowed, count]);
  useEffect(() => {
    if (count < WINDOW_FROM) return;
    const before = () => {
      flushSync(() => {
        setPrinting(true);
      });
    };
    const after = () => {
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [count]);
  return {
    windowed,
    start,
    end,
    above: start * rowHeight,
    below: (count - end) * rowHeight,
    bodyRef,
    onScroll: (event: UIEvent<HTMLElement>) => {
      setScrollTop(event.currentTarget.scrollTop);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Focus in a row's menu, portalled into <body>, arrives here through React's tree: the
      // row that opened it keeps holding the focus.
      if (!event.currentTarget.contains(event.target)) return;
      const row = Number(event.target.closest('tr')?.dataset['row'] ?? -1);
      // At once, not as a transition: a scroll rendered before it would drop the focused row.
      setFocusedId(ids[row] ?? null);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.target)) return;
      if (event.currentTarget.contains(event.relatedTarget)) return;
      if (movesIntoWhatItControls(event)) return;
      // Releasing the kept row is not urgent: a dialog opening takes the focus first.
      startTransition(() => {
        setFocusedId(null);
      });
    },
  };
}

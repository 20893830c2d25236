import * as Dialog from '@radix-ui/react-dialog';
import { Activity, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { afterNextPaint } from '../../runtime/idle';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role?: 'dialog' | 'alertdialog';
  overlayClassName: string;
  contentClassName: string;
  /** Where focus goes back to on close; Radix only knows its own triggers. */
  returnFocusTo?: { readonly current: HTMLElement | null } | undefined;
  /** What takes focus on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Set when the dialog has a Dialog.Description; without one, nothing describes it. */
  described?: boolean;
  children: ReactNode;
}

/**
 * A modal Radix dialog whose page behind is made `inert` and stops scrolling.
 *
 * Radix's own modal mode locks the page by injecting a stylesheet, a custom property and
 * `pointer-events: none` on <body>: each restyles the whole page inside the tap, which at a 4×
 * slower CPU held the dialog's first frame past 100 ms. Here Radix runs non-modal (it still moves
 * focus in, loops Tab, closes on Escape and on a tap outside) and `inert` on everything but the
 * dialog keeps focus, taps and screen readers out of the page. That and the scroll lock land
 * in the task after the first frame that shows the dialog.
 *
 * Closed, the dialog's React tree and DOM are kept, hidden (React's `Activity`): mounted before
 * its first opening (while the browser is idle), the tap that opens it reveals that DOM and
 * starts its effects, instead of creating Radix's whole tree inside the tap. Hidden, it is
 * `display: none` (neither styled nor laid out), out of the accessibility tree, and none of its
 * effects run: no focus trap, no listeners, no page lock. Radix itself always sees an open
 * dialog; the portal is given <body> at once, since Radix's own waits for an effect.
 */
export function ModalDialog({
  open,
  onOpenChange,
  role = 'dialog',
  overlayClassName,
  contentClassName,
  returnFocusTo,
  initialFocus,
  described = false,
  children,
}: ModalDialogProps) {
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <Dialog.Root open onOpenChange={onOpenChange} modal={false}>
        <Dialog.Portal container={typeof document === 'undefined' ? undefined : document.body}>
          <Layer>
            <div className={overlayClassName} aria-hidden="true" />
            <Dialog.Content
              role={role}
              aria-modal="true"
              className={contentClassName}
              {...(described ? {} : { 'aria-describedby': undefined })}
              // As in Radix's modal mode: focus leaving never closes; a right click outside neither.
              onFocusOutside={(event) => {
                event.preventDefault();
              }}
              onPointerDownOutside={(event) => {
                const { button, ctrlKey } = event.detail.originalEvent;
                if (button === 2 || (button === 0 && ctrlKey)) event.preventDefault();
              }}
              onOpenAutoFocus={(event) => {
                if (initialFocus === undefined) return;
                event.preventDefault();
                initialFocus.current?.focus();
              }}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                returnFocusTo?.current?.focus();
              }}
            >
              {children}
            </Dialog.Content>
          </Layer>
        </Dialog.Portal>
      </Dialog.Root>
    </Activity>
  );
}

/**
 * The one element Radix portals into <body> (it portals each child of Dialog.Portal on its own):
 * the overlay and the dialog. While it shows, the rest of the page is inert and still.
 */
function Layer({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layer = ref.current;
    if (layer === null) return;
    // Locking restyles the whole page: it waits for the frame that shows the dialog.
    let undo: (() => void) | undefined;
    const cancelLock = afterNextPaint(() => {
      undo = lockPageBehind(layer);
    });
    const keepFocus = keepFocusInside(layer);
    return () => {
      cancelLock();
      keepFocus();
      undo?.();
    };
  }, []);
  return <div ref={ref}>{children}</div>;
}

/**
 * When the focused control leaves the dialog (a button that hides once pressed), the focus would
 * fall to <body>; it goes to the dialog itself instead, as Radix's modal mode did. Returns the
 * function that stops watching.
 */
function keepFocusInside(layer: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    const { activeElement, body } = layer.ownerDocument;
    if (activeElement !== null && activeElement !== body) return;
    layer.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]')?.focus();
  });
  observer.observe(layer, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
}

/**
 * False on the first render, true once the frame that showed it has been painted: for what a
 * dialog can show a frame later, so its first frame comes sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        setPainted(true);
      }),
    [],
  );
  return painted;
}

/** The <body> styles the first lock found, kept until the last lock is released. */
let bodyBefore: { overflow: string; paddingRight: string } | null = null;
let locks = 0;

/**
 * Puts `inert` on every child of <body> but `layer`, and `overflow: hidden` on <body> with a
 * padding as wide as the scrollbar it hides. Returns what undoes exactly that: each lock gives
 * back the elements it made inert, and <body> gets its styles back when the last lock goes, in
 * whatever order dialogs opened from one another close.
 */
function lockPageBehind(layer: Element): () => void {
  const { body, documentElement } = layer.ownerDocument;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  const made = [...body.children].filter(
    (child): child is HTMLElement =>
      child !== layer && child instanceof HTMLElement && !child.inert,
  );
  for (const element of made) element.inert = true;
  if (locks === 0) {
    bodyBefore = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  return () => {
    for (const element of made) element.inert = false;
    locks -= 1;
    if (locks === 0 && bodyBefore !== null) {
      body.style.overflow = bodyBefore.overflow;
      body.style.paddingRight = bodyBefore.paddingRight;
      bodyBefore = null;
    }
  };
}

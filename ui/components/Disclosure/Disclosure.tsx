import { useRef, type ReactNode } from 'react';
import { takeEarlyTaps } from '../../runtime/earlyTap';
import { useEarlyInput } from '../../runtime/useEarlyInput';
import { Icon } from '../Icon/Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The panel's id, which the toggle controls. */
  id: string;
  /** The toggle's text. */
  label: string;
  open: boolean;
  onToggle: () => void;
  /**
   * Names the toggle among the buttons whose taps before hydration are kept (see
   * ui/runtime/earlyTap.ts): once hydrated, an odd number of them toggles the section once.
   */
  earlyTapName?: string;
  children: ReactNode;
}

/** A section of the form that opens and closes with a button (closed by default). */
export function Disclosure({ id, label, open, onToggle, earlyTapName, children }: DisclosureProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEarlyInput(toggleRef, (button) => {
    if (takeEarlyTaps(button) % 2 === 1) onToggle();
  });
  return (
    <div className={styles.disclosure}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        data-early-tap={earlyTapName}
      >
        <Icon name={open ? 'triangleDown' : 'triangleRight'} className={styles.marker} />
        {label}
      </button>
      {open && (
        <div id={id} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}

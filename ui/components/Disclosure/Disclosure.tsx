import type { ReactNode } from 'react';
import { earlyTap } from '../EarlyInput/earlyTap';
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
   * EarlyInput/earlyTap.ts); the owner replays them with `takeEarlyTaps`.
   */
  earlyTapName?: string;
  children: ReactNode;
}

/** A section of the form that opens and closes with a button (closed by default). */
export function Disclosure({ id, label, open, onToggle, earlyTapName, children }: DisclosureProps) {
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        {...(earlyTapName === undefined ? {} : earlyTap(earlyTapName))}
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

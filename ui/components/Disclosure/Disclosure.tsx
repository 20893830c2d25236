import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The panel's id, which the toggle controls. */
  id: string;
  /** The toggle's text. */
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A section of the form that opens and closes with a button (closed by default). */
export function Disclosure({ id, label, open, onToggle, children }: DisclosureProps) {
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
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

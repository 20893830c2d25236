import { cloneElement, useId, useState, type ReactElement } from 'react';
import * as styles from './Tooltip.css';

interface TriggerProps {
  'aria-describedby'?: string | undefined;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onKeyDown?: (event: { key: string }) => void;
}

export interface TooltipProps {
  text: string;
  /** One focusable element; its accessible name must not depend on the tooltip. */
  children: ReactElement<TriggerProps>;
}

/**
 * A tooltip with no delay (spec point 9) that shows on hover and focus and hides on Escape,
 * so it never covers content the user cannot dismiss (WCAG 1.4.13).
 */
export function Tooltip({ text, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const show = () => {
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
  };
  return (
    <span className={styles.anchor} onPointerLeave={hide}>
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: show,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === 'Escape') hide();
        },
      })}
      {open && (
        <span role="tooltip" id={id} className={styles.bubble}>
          {text}
        </span>
      )}
    </span>
  );
}

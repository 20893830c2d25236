import { useState, type ReactNode } from 'react';
import { tones } from '../Button/Button.css';
import { lazyComponent } from '../../runtime/lazy';
import { Icon } from '../Icon/Icon';
import * as styles from './MoreActions.css';

export { narrowOnly, wideOnly } from './MoreActions.css';

/** One entry of the menu: a link to follow, or an action run once the menu has closed. */
type MoreActionsItem =
  | { text: string; href: string }
  | {
      text: string;
      onSelect: () => void;
      /** Deleting: drawn in the danger colour. */
      danger?: true;
    };

export interface MoreActionsProps {
  /** The button's accessible name, e.g. `Więcej akcji: 300 000 zł - …`. */
  name: string;
  /** The button's visible text; without it the button is an icon (⋮). */
  text?: string;
  items: readonly MoreActionsItem[];
}

/** What the loaded menu needs from its button: how it looks and what it is called. */
export interface MoreActionsMenuProps {
  name: string;
  face: ReactNode;
  triggerClassName: string;
  items: readonly MoreActionsItem[];
}

// Radix's dropdown (21 KB gzipped, with its positioning and focus code) is fetched on the first opening only, so
// pages that show the button pay nothing for it before a tap.
const Menu = lazyComponent(() =>
  import('./MoreActionsMenu').then((module) => module.MoreActionsMenu),
);

/** ⋮, drawn in the text's colour. */
function Dots() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
      />
    </svg>
  );
}

/**
 * A `Więcej akcji` menu button (issue 31). Until its first opening it is plain HTML, a button
 * saying it has a menu; the first click (or Enter, or Space) loads Radix's dropdown, which takes
 * the button's place and opens with the focus on the first item. Escape, or an item chosen,
 * brings the focus back to the button; an action runs after that, so a dialog it opens returns
 * the focus there too.
 */
export function MoreActions({ name, text, items }: MoreActionsProps) {
  const [loaded, setLoaded] = useState(false);
  const face =
    text === undefined ? (
      <Dots />
    ) : (
      <>
        {text}
        <Icon name="triangleDown" />
      </>
    );
  const triggerClassName = text === undefined ? styles.iconTrigger : tones.secondary;
  if (loaded) {
    return (
      <Menu.Component name={name} face={face} triggerClassName={triggerClassName} items={items} />
    );
  }
  return (
    <button
      type="button"
      className={triggerClassName}
      aria-label={name}
      aria-haspopup="menu"
      aria-expanded="false"
      onClick={() => {
        // A failed fetch leaves the button as it is; the next click tries again.
        void Menu.preload().then((ready) => {
          if (ready) setLoaded(true);
        });
      }}
    >
      {face}
    </button>
  );
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import type { MoreActionsMenuProps } from './MoreActions';
import * as styles from './MoreActionsMenu.css';

/** Puts the focus on the first item each time the menu opens, by key or by tap alike. */
function focusOnOpen(item: HTMLElement | null) {
  item?.focus({ preventScroll: true });
}

/**
 * The menu itself, loaded on the first opening (see MoreActions): it mounts open, in place of
 * the plain button. Non-modal, as the site's dialogs are: nothing is locked behind it, and a tap
 * outside closes it.
 */
export function MoreActionsMenu({ name, face, triggerClassName, items }: MoreActionsMenuProps) {
  const [open, setOpen] = useState(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The action chosen, run once the menu has closed and the focus is back on the button.
  const pending = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <button ref={triggerRef} type="button" className={triggerClassName} aria-label={name}>
          {face}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const action = pending.current;
            if (action === null) return;
            pending.current = null;
            event.preventDefault();
            triggerRef.current?.focus();
            action();
          }}
        >
          {items.map((item, index) =>
            'href' in item ? (
              <DropdownMenu.Item
                key={item.text}
                ref={index === 0 ? focusOnOpen : undefined}
                className={styles.item}
                asChild
              >
                <a href={item.href}>{item.text}</a>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={item.text}
                ref={index === 0 ? focusOnOpen : undefined}
                className={item.danger === true ? styles.danger : styles.item}
                onSelect={() => {
                  pending.current = item.onSelect;
                }}
              >
                {item.text}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { Close, Title } from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { formatStorageSize } from '../../domain';
import { MENU_COPY } from '../../domain/copy/header';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ModalDialog, useAfterFirstPaint } from '../ModalDialog/ModalDialog';
import { Heading, headingClass } from '../Heading/Heading';
import * as styles from './MenuDialog.css';

export interface MenuLink {
  label: string;
  href: string;
}

export interface StorageUsage {
  usage: number;
  quota: number;
}

export interface MenuDialogProps {
  links: readonly MenuLink[];
  /** null when the browser cannot tell; undefined while the first reading is pending. */
  storage: StorageUsage | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close; the toggle lives outside Radix, so Radix cannot know. */
  returnFocusTo?: { readonly current: HTMLElement | null };
  /** More sections after the storage usage, e.g. the backup panel. */
  children?: ReactNode;
}

/** `children` from the frame after the first one on: the menu's first frame comes sooner. */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

/** The side dialog "Menu główne aplikacji": navigation and how much the saved runs occupy. */
export function MenuDialog({
  links,
  storage,
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: MenuDialogProps) {
  const storageTitleId = useId();
  // The dialog's tree is kept while closed (see ModalDialog); the sections after the storage
  // usage start afresh at each opening, a frame after it, as when the tree was thrown away on
  // close: no status of an earlier export, no confirmation left open.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName={styles.overlay}
      contentClassName={styles.panel}
      returnFocusTo={returnFocusTo}
    >
      <div className={styles.top}>
        <Title className={headingClass(2)}>{MENU_COPY.title}</Title>
        <Close asChild>
          <Button tone="secondary" aria-label={MENU_COPY.close}>
            <Icon name="cross" />
          </Button>
        </Close>
      </div>
      <nav aria-label={MENU_COPY.navLabel}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={storageTitleId} className={styles.storage}>
        <Heading level={3} id={storageTitleId}>
          {MENU_COPY.storageTitle}
        </Heading>
        {storage === undefined ? (
          <p className={styles.storageText}>{MENU_COPY.storagePending}</p>
        ) : storage === null ? (
          <p className={styles.storageText}>{MENU_COPY.storageUnknown}</p>
        ) : (
          <p className={styles.storageText}>
            {MENU_COPY.storageUsed(
              formatStorageSize(storage.usage),
              formatStorageSize(storage.quota),
            )}
          </p>
        )}
        <p className={styles.note}>{MENU_COPY.storageNote}</p>
      </section>
      {/* The sections below follow a frame later, so the menu shows sooner after the tap. */}
      <AfterFirstPaint key={openings}>{children}</AfterFirstPaint>
    </ModalDialog>
  );
}

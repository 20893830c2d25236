import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MENU_COPY } from '../domain/copy/header';
import { Button } from '../components/Button/Button';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import type { MenuLink, StorageUsage } from '../components/MenuDialog/MenuDialog';
import { useDataSource } from '../hooks/DataSourceContext';
import { takeEarlyTaps } from '../runtime/earlyTap';
import { onIdle, PREFETCH } from '../runtime/idle';
import { lazyComponent } from '../runtime/lazy';

// The dialog (and Radix with it) is not part of the page's first load: nobody needs it to read
// the page. Its code is fetched while the browser is idle, or on the first click.
const { Component: MenuDialog, preload: preloadMenuDialog } = lazyComponent(() =>
  import('../components/MenuDialog/MenuDialog').then((module) => module.MenuDialog),
);
// Export, import and delete-all load with the menu, not with the page.
const { Component: BackupMenu, preload: preloadBackupMenu } = lazyComponent(() =>
  import('./BackupMenu').then((module) => module.default),
);

export interface SideMenuProps {
  links: readonly MenuLink[];
}

function Menu({ links }: SideMenuProps) {
  const data = useDataSource();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The dialog mounts on the first tap, or earlier, hidden, once its code is here.
  const [dialogMounted, setDialogMounted] = useState(false);
  const [storage, setStorage] = useState<StorageUsage | null | undefined>(undefined);
  // Spec point 7: usage and quota are polled every 5 s. While the menu is open, a change to the
  // saved runs (an import, a delete) reads them again at once, not up to 5 s later (issue 32).
  useEffect(() => {
    let stop = data.watchStorageUsage(setStorage);
    const unsubscribe = open
      ? data.onSimulationsChanged(() => {
          stop();
          stop = data.watchStorageUsage(setStorage);
        })
      : undefined;
    return () => {
      unsubscribe?.();
      stop();
    };
  }, [data, open]);
  // A tap on the server-rendered Menu before hydration opens the menu now (see earlyTap.ts), read
  // once, right after hydration.
  useLayoutEffect(() => {
    if (toggleRef.current !== null && takeEarlyTaps(toggleRef.current) > 0) {
      setDialogMounted(true);
      setOpen(true);
    }
  }, []);
  useEffect(() => {
    // The dialog's code is fetched while the browser is idle, and the dialog drawn, hidden, once
    // it is here (see ModalDialog): the first tap only reveals it.
    let live = true;
    const cancel = onIdle(() => {
      void preloadMenuDialog().then((loaded) => {
        if (live && loaded) setDialogMounted(true);
      });
      void preloadBackupMenu();
    }, PREFETCH);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return (
    <>
      <Button
        ref={toggleRef}
        tone="header"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-early-tap="menu"
        onClick={() => {
          setDialogMounted(true);
          setOpen(true);
        }}
      >
        {MENU_COPY.toggle}
      </Button>
      {dialogMounted && (
        <Suspense fallback={null}>
          <MenuDialog
            links={links}
            storage={storage}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={toggleRef}
          >
            <Suspense fallback={null}>
              <BackupMenu />
            </Suspense>
          </MenuDialog>
        </Suspense>
      )}
    </>
  );
}

/** The header's side menu island: the Menu toggle, navigation and how much saved runs occupy. */
export function SideMenu({ links }: SideMenuProps) {
  return (
    <ErrorBoundary>
      <Menu links={links} />
    </ErrorBoundary>
  );
}

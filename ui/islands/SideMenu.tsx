import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { StorageQuotaError } from '../data';
import { downloadFile } from '../data/files';
import { BACKUP_COPY, MENU_COPY } from '../domain/copy';
import { Button } from '../components/Button/Button';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import type { MenuLink, StorageUsage } from '../components/MenuDialog/MenuDialog';
import { useDataSource } from './DataSourceContext';

// The dialog (and Radix with it) loads on the first click: nobody needs it to read the page.
const MenuDialog = lazy(() =>
  import('../components/MenuDialog/MenuDialog').then((module) => ({ default: module.MenuDialog })),
);
const BackupPanel = lazy(() =>
  import('../components/BackupPanel/BackupPanel').then((module) => ({
    default: module.BackupPanel,
  })),
);

/** The backup format and its reader load with the menu, not with the page. */
const backupModule = () => import('../domain/backup');

export interface SideMenuProps {
  links: readonly MenuLink[];
}

function Menu({ links }: SideMenuProps) {
  const data = useDataSource();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [storage, setStorage] = useState<StorageUsage | null | undefined>(undefined);
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  const [status, setStatus] = useState<string | null>(null);
  // Spec point 7: usage and quota are polled every 5 s.
  useEffect(() => data.watchStorageUsage(setStorage), [data]);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    void data.isStoragePersisted().then((value) => {
      if (current) setPersisted(value);
    });
    return () => {
      current = false;
    };
  }, [data, opened]);

  async function exportAll() {
    try {
      const [{ backupJson, backupFileName }, { simulations }] = await Promise.all([
        backupModule(),
        data.getAllSimulations(),
      ]);
      const now = Date.now();
      downloadFile(
        backupFileName(new Date(now).toISOString()),
        backupJson(simulations, now),
        'application/json',
      );
      setStatus(BACKUP_COPY.exported(simulations.length));
    } catch (error) {
      console.warn('[SideMenu] Could not export the simulations.', error);
      setStatus(BACKUP_COPY.errors.read);
    }
  }

  async function importFile(file: File) {
    const { readBackup, BackupError, BACKUP_MAX_BYTES } = await backupModule();
    try {
      // The size is checked before a byte is read: a huge file never reaches memory.
      const text = file.size > BACKUP_MAX_BYTES ? '' : await file.text();
      const { simulations, rejected } = readBackup(text, file.size);
      const { added, skipped } = await data.importSimulations(simulations);
      setStatus(BACKUP_COPY.imported(added, skipped, rejected));
    } catch (error) {
      if (error instanceof BackupError) {
        setStatus(BACKUP_COPY.errors[error.kind]);
      } else {
        console.warn('[SideMenu] Could not import the simulations.', error);
        setStatus(
          error instanceof StorageQuotaError
            ? BACKUP_COPY.errors.quota
            : BACKUP_COPY.errors.storage,
        );
      }
    }
  }

  async function clearAll() {
    try {
      await data.clearSimulations();
      setStatus(BACKUP_COPY.cleared);
    } catch (error) {
      console.warn('[SideMenu] Could not delete the simulations.', error);
      setStatus(BACKUP_COPY.errors.storage);
    }
  }
  return (
    <>
      <Button
        ref={toggleRef}
        tone="header"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {MENU_COPY.toggle}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MenuDialog
            links={links}
            storage={storage}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={toggleRef}
          >
            <BackupPanel
              onExport={() => {
                void exportAll();
              }}
              onImport={(file) => {
                void importFile(file);
              }}
              onClear={() => {
                void clearAll();
              }}
              persisted={persisted}
              onPersist={() => {
                void data.persistStorage().then((granted) => {
                  setPersisted(granted);
                  if (!granted) setStatus(BACKUP_COPY.persistRefused);
                });
              }}
              status={status}
            />
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

export default SideMenu;

import { useEffect, useState } from 'react';
import { StorageQuotaError } from '../data/errors';
import { downloadFile } from '../data/files';
import {
  BACKUP_MAX_BYTES,
  backupFileName,
  BackupError,
  compactBackupJson,
  readBackup,
} from '../domain/backup';
import { BACKUP_COPY } from '../domain/copy/backup';
import { BackupPanel } from '../components/BackupPanel/BackupPanel';
import { useDataSource } from '../hooks/DataSourceContext';

/**
 * The side menu's backup section wired to the data source: export, import, delete all, and
 * persistence, which it asks the browser about each time the menu opens (MenuDialog mounts it
 * afresh at each opening).
 */
export default function BackupMenu() {
  const data = useDataSource();
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [runCount, setRunCount] = useState<number | undefined>(undefined);
  // How many runs are saved: counted at each opening and after every change (an import, a delete
  // here or in another tab), so export and delete-all say when there is nothing to act on.
  useEffect(() => {
    let current = true;
    const count = () => {
      data.getBackupRecords().then(
        (records) => {
          if (current) setRunCount(records.length);
        },
        () => {
          if (current) setRunCount(undefined);
        },
      );
    };
    count();
    const unsubscribe = data.onSimulationsChanged(count);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [data]);
  const say = (text: string) => {
    setStatus({ text, error: false });
  };
  const fail = (text: string) => {
    setStatus({ text, error: true });
  };
  useEffect(() => {
    let current = true;
    void data.isStoragePersisted().then((value) => {
      if (current) setPersisted(value);
    });
    return () => {
      current = false;
    };
  }, [data]);

  async function exportAll() {
    try {
      // The records as the file keeps them: their schedules are neither read nor recomputed.
      const records = await data.getBackupRecords();
      const now = Date.now();
      downloadFile(
        backupFileName(new Date(now).toISOString()),
        compactBackupJson(records, now),
        'application/json',
      );
      say(BACKUP_COPY.exported(records.length));
    } catch (error) {
      console.warn('[SideMenu] Could not export the simulations.', error);
      fail(BACKUP_COPY.errors.read);
    }
  }

  async function importFile(file: File) {
    try {
      // The size is checked before a byte is read: a huge file never reaches memory.
      const text = file.size > BACKUP_MAX_BYTES ? '' : await file.text();
      // The store computes results on every read, so the import only checks the settings.
      const { simulations, rejected } = readBackup(text, file.size, { computeResults: false });
      const { added, skipped } = await data.importSimulations(simulations);
      say(BACKUP_COPY.imported(added, skipped, rejected));
    } catch (error) {
      if (error instanceof BackupError) {
        fail(BACKUP_COPY.errors[error.kind]);
      } else {
        console.warn('[SideMenu] Could not import the simulations.', error);
        fail(
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
      say(BACKUP_COPY.cleared);
    } catch (error) {
      console.warn('[SideMenu] Could not delete the simulations.', error);
      fail(BACKUP_COPY.errors.storage);
    }
  }

  return (
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
          if (!granted) fail(BACKUP_COPY.persistRefused);
        });
      }}
      status={status?.text ?? null}
      statusIsError={status?.error ?? false}
      runCount={runCount}
    />
  );
}

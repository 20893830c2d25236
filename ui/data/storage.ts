import type { StorageUsage, StorageUsageListener } from './types';

/** How often usage is polled (spec point 7). */
export const STORAGE_POLL_MS = 5000;

let warnedUnsupported = false;

function storageManager(): StorageManager | undefined {
  // Typed as always present, but missing in Safari before 17, insecure contexts and Node.
  const storage = (globalThis.navigator as Partial<Navigator> | undefined)?.storage;
  return typeof storage?.estimate === 'function' ? storage : undefined;
}

async function estimate(manager: StorageManager): Promise<StorageUsage | null> {
  try {
    const { usage, quota } = await manager.estimate();
    return typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null;
  } catch (error) {
    console.warn('[data] Could not estimate storage usage.', error);
    return null;
  }
}

/**
 * Reports `{ usage, quota }` now and then every 5 s while it changes, or `null` once where the
 * browser cannot estimate; returns the function that stops it.
 */
export function watchStorageUsage(
  listener: StorageUsageListener,
  options: { intervalMs?: number } = {},
): () => void {
  let stopped = false;
  const manager = storageManager();
  if (!manager) {
    if (!warnedUnsupported) {
      warnedUnsupported = true;
      console.warn('[data] This browser cannot estimate storage usage; none is shown.');
    }
    // Asynchronous like every other report, so callers can subscribe during render safely.
    queueMicrotask(() => {
      if (!stopped) listener(null);
    });
    return () => {
      stopped = true;
    };
  }

  let last: string | undefined;
  let polling = false;
  const poll = async (): Promise<void> => {
    // A slow estimate must not pile up calls behind it.
    if (polling) return;
    polling = true;
    const reading = await estimate(manager);
    polling = false;
    // Unchanged readings are not repeated, so a subscribed component does not re-render for nothing.
    const fingerprint = JSON.stringify(reading);
    if (stopped || fingerprint === last) return;
    last = fingerprint;
    try {
      listener(reading);
    } catch (error) {
      console.error('[data] A storage usage listener failed.', error);
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), options.intervalMs ?? STORAGE_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

function persistence(): StorageManager | undefined {
  const storage = (globalThis.navigator as Partial<Navigator> | undefined)?.storage;
  return typeof storage?.persist === 'function' && typeof storage.persisted === 'function'
    ? storage
    : undefined;
}

/** Whether the browser keeps this site's data until the visitor deletes it; null where unknown. */
export async function isStoragePersisted(): Promise<boolean | null> {
  const manager = persistence();
  if (!manager) return null;
  try {
    return await manager.persisted();
  } catch (error) {
    console.warn('[data] Could not read whether storage is persistent.', error);
    return null;
  }
}

/**
 * Asks the browser to keep this site's data (browsers may clear it after weeks without a visit);
 * resolves to whether it agreed, false where it cannot be asked.
 */
export async function persistStorage(): Promise<boolean> {
  const manager = persistence();
  if (!manager) return false;
  try {
    return await manager.persist();
  } catch (error) {
    console.warn('[data] Could not ask for persistent storage.', error);
    return false;
  }
}

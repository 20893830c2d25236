import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, DATABASE_NAME, resetDatabaseState } from './db';
import { StorageError, StorageQuotaError } from './errors';
import {
  addSimulation,
  clearSimulations,
  deleteSimulation,
  getAllSimulations,
  getSimulation,
  onSimulationsChanged,
} from './index';
import type * as DataModule from './index';
import { sampleSimulation } from './test-support';
import type { SimulationsChange } from './types';

function deleteDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME);
    request.onsuccess = () => {
      resolve();
    };
    request.onerror = () => {
      reject(request.error ?? new Error('delete failed'));
    };
    request.onblocked = () => {
      reject(new Error('a connection did not let the delete through'));
    };
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await closeDatabase();
  await deleteDatabase();
  // A test that upgrades the database from "another tab" leaves this page's code outdated.
  resetDatabaseState();
});

describe('IndexedDB in a real browser', () => {
  it('keeps a simulation across connections: save, read, list, delete, clear', async () => {
    const first = sampleSimulation('first', 1);
    const second = sampleSimulation('second', 2, { mortgageType: 'LINEAR' });
    await addSimulation(first);
    await addSimulation(second);
    // A new connection reads what the old one committed, as a reload would.
    await closeDatabase();

    expect(await getSimulation('first')).toEqual(first);
    expect(await getAllSimulations()).toEqual({ simulations: [first, second], damaged: [] });
    await deleteSimulation('first');
    expect(await getSimulation('first')).toBeUndefined();
    await clearSimulations();
    expect(await getAllSimulations()).toEqual({ simulations: [], damaged: [] });
  });
});

interface OtherPage extends Window {
  data?: typeof DataModule;
  heard?: SimulationsChange[];
}

/** A second same-origin document with its own copy of the data module, like another tab. */
async function openOtherPage(): Promise<{ page: OtherPage; close: () => void }> {
  const frame = document.createElement('iframe');
  const moduleUrl = new URL('./index.ts', import.meta.url).href;
  frame.srcdoc = `<!doctype html><script type="module">
    import * as data from ${JSON.stringify(moduleUrl)};
    window.heard = [];
    data.onSimulationsChanged((change) => window.heard.push(change));
    window.data = data;
  </script>`;
  document.body.append(frame);
  await vi.waitFor(
    () => {
      expect((frame.contentWindow as OtherPage).data).toBeDefined();
    },
    { timeout: 10_000 },
  );
  return {
    page: frame.contentWindow as OtherPage,
    close: () => {
      frame.remove();
    },
  };
}

describe('two pages of the site open at once', () => {
  it('hears a delete made in the other page within a second, and the other way round', async () => {
    const { page, close } = await openOtherPage();
    try {
      const otherData = page.data;
      if (!otherData) throw new Error('the other page did not load the data module');
      // The other page is a separate realm with its own module instance and channel.
      expect(otherData.onSimulationsChanged).not.toBe(onSimulationsChanged);

      await addSimulation(sampleSimulation('shared', 1));
      await addSimulation(sampleSimulation('mine', 2));
      const heard: SimulationsChange[] = [];
      const stop = onSimulationsChanged((change) => heard.push(change));

      let started = performance.now();
      await otherData.deleteSimulation('shared');
      await vi.waitFor(() => {
        expect(heard).toContainEqual({ type: 'deleted', id: 'shared' });
      }, 1000);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(await getSimulation('shared')).toBeUndefined();

      started = performance.now();
      await deleteSimulation('mine');
      await vi.waitFor(() => {
        expect(page.heard).toContainEqual({ type: 'deleted', id: 'mine' });
      }, 1000);
      expect(performance.now() - started).toBeLessThan(1000);
      stop();
      // The other page's connection must close before the database can be deleted.
      await deleteDatabase();
    } finally {
      close();
    }
  });
});

describe('a full disk', () => {
  it('rejects with StorageQuotaError when the transaction aborts for quota, losing no earlier record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const earlier = sampleSimulation('earlier', 1);
    await addSimulation(earlier);

    // Chromium reports a full disk on the transaction: it aborts with QuotaExceededError,
    // while its requests only see an AbortError.
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      // `put` stands in for the real `add`: a spy cannot call the method it replaces.
      const request = this.put(...args);
      const { transaction } = this;
      Object.defineProperty(transaction, 'error', {
        value: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      });
      transaction.abort();
      return request;
    });

    await expect(addSimulation(sampleSimulation('one-too-many', 2))).rejects.toBeInstanceOf(
      StorageQuotaError,
    );
    vi.restoreAllMocks();
    expect(await getAllSimulations()).toEqual({ simulations: [earlier], damaged: [] });
  });

  it('rejects with StorageQuotaError when the write itself throws QuotaExceededError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await addSimulation(sampleSimulation('earlier', 1));
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await expect(addSimulation(sampleSimulation('one-too-many', 2))).rejects.toBeInstanceOf(
      StorageQuotaError,
    );
    vi.restoreAllMocks();
    expect((await getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['earlier']);
  });
});

describe('a newer version of the site in another tab', () => {
  it('gets its upgrade to version 2 through, because this connection closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await addSimulation(sampleSimulation('a', 1));

    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DATABASE_NAME, 2);
      request.onupgradeneeded = () => request.result.createObjectStore('addedInVersion2');
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(request.error ?? new Error('open failed'));
      };
      request.onblocked = () => {
        reject(new Error('blocked by the first connection'));
      };
    });
    expect(upgraded.version).toBe(2);
    expect([...upgraded.objectStoreNames]).toContain('simulations');

    // This build knows only version 1: its next call fails promptly rather than hanging.
    await expect(getAllSimulations()).rejects.toBeInstanceOf(StorageError);
    upgraded.close();
  });
});

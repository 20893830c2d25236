/**
 * Every failure of the browser database reaches callers as one of these classes, so a page can
 * tell "storage is off" from "storage is full" without reading DOMException names.
 */

/** Any failure of the browser database; the original DOMException, if any, is the `cause`. */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** IndexedDB does not exist here (old browser, some private modes, SSR). */
export class StorageUnavailableError extends StorageError {
  override name = 'StorageUnavailableError';

  constructor(options?: ErrorOptions) {
    // The spec fixes this exact message (point 8).
    super('IndexedDB is not supported by this browser.', options);
  }
}

/** The browser refused to store more: the quota for this origin is used up. */
export class StorageQuotaError extends StorageError {
  override name = 'StorageQuotaError';

  constructor(options?: ErrorOptions) {
    super('The browser storage quota is exceeded; the simulation was not saved.', options);
  }
}

/** Opening the database did not finish in time. */
export class StorageTimeoutError extends StorageError {
  override name = 'StorageTimeoutError';

  constructor(timeoutMs: number, options?: ErrorOptions) {
    super(`Opening the browser database took longer than ${timeoutMs} ms.`, options);
  }
}

/** Another tab holds an older version of the database open and will not let it upgrade. */
export class StorageBlockedError extends StorageError {
  override name = 'StorageBlockedError';

  constructor(options?: ErrorOptions) {
    super('The browser database is blocked by another open tab of this site.', options);
  }
}

/** Another tab has upgraded the database to a version this page's code does not know. */
export class StorageOutdatedError extends StorageError {
  override name = 'StorageOutdatedError';

  constructor(options?: ErrorOptions) {
    super(
      'The browser database was upgraded by a newer version of the site in another tab.',
      options,
    );
  }
}

// Firefox before version 62-ish used its own name for the same condition.
const QUOTA_ERROR_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Wraps any thrown value in the matching StorageError class, keeping typed errors as they are. */
export function toStorageError(error: unknown, operation: string): StorageError {
  if (error instanceof StorageError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (QUOTA_ERROR_NAMES.has(name)) return new StorageQuotaError({ cause: error });
  const detail =
    error instanceof Error || error instanceof DOMException ? `: ${error.message}` : '';
  return new StorageError(`The browser database failed to ${operation}${detail}`, {
    cause: error,
  });
}

/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters: the first one a
 * page makes loads the locale's data (about 12 ms on a fast machine, four times that on a slow
 * phone), and made at module level they all landed in one long task of the page's start-up.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

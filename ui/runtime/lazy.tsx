import { lazy, useState, type ComponentType } from 'react';

// The one way code is loaded on first use. A page's first load carries only what its first
// paint and first keystroke need; the rest is fetched while the browser is idle or when a click
// asks for it, through this.

/** A module fetched on first use, or earlier through `preload`. */
export interface LazyModule<T> {
  /**
   * The module once it has loaded, else undefined. Even for a module long fetched, `import()`
   * answers in a later task, which a busy page delays; with this a click uses it at once.
   */
  readonly current: () => T | undefined;
  /**
   * Fetches it (once: callers share one request) and resolves to it. A failure is forgotten,
   * so the next call asks again; a browser that keeps a failed module failed for the page's
   * life answers that call with the same failure, and the caller says so (e.g. the form's note).
   */
  readonly load: () => Promise<T>;
  /** `load` that never rejects: resolves to whether the module is here. */
  readonly preload: () => Promise<boolean>;
}

/** Wraps a dynamic `import()` (or any loader) as a LazyModule. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: { module: T } | undefined;
  let pending: Promise<T> | undefined;
  const fetchOnce = (): Promise<T> => {
    pending ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    current: () => loaded?.module,
    load: fetchOnce,
    preload: () =>
      fetchOnce().then(
        () => true,
        () => false,
      ),
  };
}

/** A component whose code loads on first use, or earlier through `preload`. */
export interface LazyComponent<P extends object> {
  /**
   * Fetches the code now; resolves to whether it is here. It never rejects: a failure is
   * forgotten, so a later call, or an instance mounted after it, fetches again (one that failed
   * shows its error boundary).
   */
  preload: () => Promise<boolean>;
  /** Whether the code is here, so the component renders at once. */
  loaded: () => boolean;
  /** Renders at once when the code is already here, through Suspense while it loads otherwise. */
  Component: ComponentType<P>;
}

/**
 * `React.lazy` with a preload that counts, on `lazyModule`. A lazy component always suspends on
 * its first render, even when its module has long been fetched, and React then holds the reveal
 * back by up to 300 ms (its fallback throttle): a dialog whose code was fetched while idle still
 * opened a third of a second late. Once `preload` (or a first use) has the component, it renders
 * directly.
 *
 * Which of the two a mounted instance renders is chosen once, at mount, so an instance that
 * mounted while loading is never remounted (losing its state and focus) when the code arrives.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  const code = lazyModule(load);
  // React.lazy keeps a failure for good, so a failed load gets a fresh lazy component.
  const makeLazy = () =>
    lazy(() =>
      code.load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Lazy = makeLazy();
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  function Preloaded(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => code.current() ?? Lazy);
    return <Chosen {...props} />;
  }
  return {
    preload: code.preload,
    loaded: () => code.current() !== undefined,
    Component: Preloaded,
  };
}

import { lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on first use, or earlier through `preload`. */
export interface Preloadable<P extends object> {
  /**
   * Fetches the code now; resolves to whether it is here. It never rejects: a failure is
   * forgotten, so a later call, or an instance mounted after it, fetches again (one that failed
   * shows its error boundary).
   */
  preload: () => Promise<boolean>;
  /** Renders at once when the code is already here, through Suspense while it loads otherwise. */
  Component: ComponentType<P>;
}

/**
 * `React.lazy` with a preload that counts. A lazy component always suspends on its first render,
 * even when its module has long been fetched, and React then holds the reveal back by up to
 * 300 ms (its fallback throttle): a dialog whose code was fetched while idle still opened a third
 * of a second late. Once `preload` (or a first use) has the component, it renders directly.
 *
 * Which of the two a mounted instance renders is chosen once, at mount, so an instance that
 * mounted while loading is never remounted (losing its state and focus) when the code arrives.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // React.lazy keeps a failure for good, so a failed load gets a fresh lazy component.
  const makeLazy = () => lazy(() => fetchOnce().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const fetchOnce = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        Lazy = makeLazy();
        throw error;
      },
    );
    return pending;
  };
  function Preloaded(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return {
    preload: () =>
      fetchOnce().then(
        () => true,
        () => false,
      ),
    Component: Preloaded,
  };
}

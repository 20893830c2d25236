import { useSyncExternalStore } from 'react';

function subscribeTo(event: 'popstate' | 'hashchange') {
  return (onChange: () => void): (() => void) => {
    window.addEventListener(event, onChange);
    return () => {
      window.removeEventListener(event, onChange);
    };
  };
}

const subscribeToHistory = subscribeTo('popstate');
const subscribeToHash = subscribeTo('hashchange');

// The served HTML and the first client render agree on "loading" whatever the address: both read
// null, and the address only once hydrated.
const onServer = () => null;

/** The address's path in the browser; null while rendering on the server or hydrating. */
export function useLocationPathname(): string | null {
  return useSyncExternalStore(subscribeToHistory, () => window.location.pathname, onServer);
}

/** The address's fragment in the browser; null while rendering on the server or hydrating. */
export function useLocationHash(): string | null {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash, onServer);
}

// The capacity page's links (issue 35): its inputs read from and kept in the address's fragment
// (so a reload keeps them for the tab and the address is the link to share), the link copied, and
// `Symuluj tę kwotę`'s address on home. The codecs load on first use.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CapacityInput } from '../domain/capacityInput';
import { CAPACITY_HREF, startFromSettingsHref } from '../domain/routes';
import type { Settings } from '../domain/types';
import { copyToClipboard } from '../data/files';
import { lazyModule } from '../runtime/lazy';

const capacityLink = lazyModule(() => import('../domain/capacityLink'));
const shareLink = lazyModule(() => import('../domain/shareLink'));

/** Waits this long after the last change before the address follows the inputs. */
const KEEP_DELAY_MS = 400;

/** The address bar, which stories replace with a stand-in. */
export interface AddressBar {
  /** The fragment, with its `#`, or ''. */
  read: () => string;
  /** Makes `fragment` the address's fragment without a new history entry. */
  write: (fragment: string) => void;
}

/** The browser's address bar. */
export const BROWSER_ADDRESS: AddressBar = {
  read: () => window.location.hash,
  write: (fragment) => {
    window.history.replaceState(window.history.state, '', `#${fragment}`);
  },
};

/** What the share control shows: nothing yet, copied, or the link to copy by hand. */
export type ShareStatus = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string };

/**
 * Reads the inputs a link carries once, then keeps the address's fragment in step with valid
 * inputs; `share` copies the link. `bad` is true when the link could not be read.
 */
export function useCapacityLink(
  address: AddressBar,
  input: CapacityInput | null,
  onRead: (input: CapacityInput) => void,
) {
  const [bad, setBad] = useState(false);
  // The status belongs to the inputs it was made for: any change makes it idle again.
  const [shared, setShared] = useState<{ for: CapacityInput; status: ShareStatus } | null>(null);
  const read = useRef(onRead);
  useEffect(() => {
    const fragment = address.read();
    if (fragment.length <= 1) return;
    let live = true;
    capacityLink
      .load()
      .then(({ decodeCapacityLink }) => decodeCapacityLink(fragment))
      .then(
        (decoded) => {
          if (live) read.current(decoded);
        },
        () => {
          if (live) setBad(true);
        },
      );
    return () => {
      live = false;
    };
  }, [address]);

  useEffect(() => {
    if (input === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void capacityLink
        .load()
        .then(({ encodeCapacityLink }) => encodeCapacityLink(input))
        .then((fragment) => {
          if (live) address.write(fragment);
        });
    }, KEEP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [address, input]);

  const share = useCallback(async () => {
    if (input === null) return;
    const { encodeCapacityLink } = await capacityLink.load();
    const fragment = await encodeCapacityLink(input);
    address.write(fragment);
    const link = new URL(`${CAPACITY_HREF}#${fragment}`, window.location.href).href;
    const status: ShareStatus = (await copyToClipboard(link))
      ? { kind: 'copied' }
      : { kind: 'manual', link };
    setShared({ for: input, status });
  }, [address, input]);

  const status: ShareStatus =
    shared !== null && shared.for === input ? shared.status : { kind: 'idle' };
  return { bad, status, share };
}

/** `Symuluj tę kwotę`'s address: home's form filled from `settings` (the starting-point link). */
export function useSimulateHref(
  settings: Settings | null,
): { href: string } | 'pending' | 'unavailable' {
  const [href, setHref] = useState<{ for: Settings; href: string } | null>(null);
  useEffect(() => {
    if (settings === null) return;
    let live = true;
    void shareLink
      .load()
      .then(({ encodeShareLink }) => encodeShareLink(settings))
      .then((fragment) => {
        if (live) setHref({ for: settings, href: startFromSettingsHref(fragment) });
      });
    return () => {
      live = false;
    };
  }, [settings]);
  if (settings === null) return 'unavailable';
  return href?.for === settings ? { href: href.href } : 'pending';
}

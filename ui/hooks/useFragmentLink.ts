// A page's inputs in the address's fragment (the capacity page, issue 35; the refinance planner,
// issue 34): read once when the page opens with a link, then kept in step with valid inputs, so a
// reload keeps them for the tab and the address is the link to share; `share` copies it. The
// fragment never reaches the host. Each page's codec loads on first use.
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyToClipboard } from '../data/files';

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

/** What a share control shows: nothing yet, copied, or the link to copy by hand. */
export type ShareStatus = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string };

/** A page's link: where it lives, which fragments are its own, and its codec (loaded lazily). */
export interface FragmentLinkKind<T> {
  /** The page's address, the link's base. */
  href: string;
  /** Whether a fragment (with its `#`) is this page's link at all. */
  accepts: (fragment: string) => boolean;
  /** The codec, loaded on first use; `decode` rejects a link it cannot read. */
  codec: () => Promise<{
    encode: (input: T) => Promise<string>;
    decode: (fragment: string) => Promise<T>;
  }>;
}

/**
 * Reads the inputs a link carries once (`onRead`), then keeps the address's fragment in step with
 * valid inputs (`input`, null while invalid); `share` copies the link. `bad`: the link was unreadable.
 */
export function useFragmentLink<T>(
  kind: FragmentLinkKind<T>,
  address: AddressBar,
  input: T | null,
  onRead: (input: T) => void,
) {
  const [bad, setBad] = useState(false);
  // The status belongs to the inputs it was made for: any change makes it idle again.
  const [shared, setShared] = useState<{ for: T; status: ShareStatus } | null>(null);
  const read = useRef(onRead);
  const { href, accepts, codec } = kind;
  useEffect(() => {
    const fragment = address.read();
    if (!accepts(fragment)) return;
    let live = true;
    codec()
      .then(({ decode }) => decode(fragment))
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
  }, [address, accepts, codec]);

  useEffect(() => {
    if (input === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void codec()
        .then(({ encode }) => encode(input))
        .then((fragment) => {
          if (live) address.write(fragment);
        });
    }, KEEP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [address, codec, input]);

  const share = useCallback(async () => {
    if (input === null) return;
    const fragment = await (await codec()).encode(input);
    address.write(fragment);
    const link = new URL(`${href}#${fragment}`, window.location.href).href;
    const status: ShareStatus = (await copyToClipboard(link))
      ? { kind: 'copied' }
      : { kind: 'manual', link };
    setShared({ for: input, status });
  }, [address, codec, href, input]);

  const status: ShareStatus =
    shared !== null && shared.for === input ? shared.status : { kind: 'idle' };
  return { bad, status, share };
}

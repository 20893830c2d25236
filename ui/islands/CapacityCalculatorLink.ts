// The capacity page's links (issue 35): its inputs read from and kept in the address's fragment
// (so a reload keeps them for the tab and the address is the link to share), the link copied, and
// `Symuluj tę kwotę`'s address on home. The codecs load on first use.
import { useEffect, useState } from 'react';
import type { CapacityInput } from '../domain/capacityInput';
import { CAPACITY_HREF, startFromSettingsHref } from '../domain/routes';
import type { Settings } from '../domain/types';
import { type AddressBar, type FragmentLinkKind, useFragmentLink } from '../hooks/useFragmentLink';
import { lazyModule } from '../runtime/lazy';

const capacityLink = lazyModule(() => import('../domain/capacityLink'));
const shareLink = lazyModule(() => import('../domain/shareLink'));

const CAPACITY_LINK: FragmentLinkKind<CapacityInput> = {
  href: CAPACITY_HREF,
  accepts: (fragment) => fragment.length > 1,
  codec: async () => {
    const { encodeCapacityLink, decodeCapacityLink } = await capacityLink.load();
    return { encode: encodeCapacityLink, decode: decodeCapacityLink };
  },
};

/**
 * Reads the inputs a link carries once, then keeps the address's fragment in step with valid
 * inputs; `share` copies the link. `bad` is true when the link could not be read.
 */
export function useCapacityLink(
  address: AddressBar,
  input: CapacityInput | null,
  onRead: (input: CapacityInput) => void,
) {
  return useFragmentLink(CAPACITY_LINK, address, input, onRead);
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

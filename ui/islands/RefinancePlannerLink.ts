// The planner's inputs in the address (issue 34): read once from `#plan=…`, then kept in step
// with valid inputs so a reload keeps them and the address is the link to share; the link copied.
// The codec loads on first use. Nothing in the fragment ever reaches the host.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShareStatus } from '../components/RefinanceResult/RefinanceActions';
import { copyToClipboard } from '../data/files';
import type { RefinanceInput } from '../domain/refinanceInput';
import { REFINANCE_HREF } from '../domain/refinanceRoutes';
import { lazyModule } from '../runtime/lazy';
import type { AddressBar } from './CapacityCalculatorLink';

const refinanceLink = lazyModule(() => import('../domain/refinanceLink'));

/** Waits this long after the last change before the address follows the inputs. */
const KEEP_DELAY_MS = 400;

/** Reads a `#plan=…` link once, keeps the address in step, and copies the link on `share`. */
export function useRefinanceLink(
  address: AddressBar,
  input: RefinanceInput | null,
  onRead: (input: RefinanceInput) => void,
) {
  const [bad, setBad] = useState(false);
  const [shared, setShared] = useState<{ for: RefinanceInput; status: ShareStatus } | null>(null);
  const read = useRef(onRead);
  useEffect(() => {
    const fragment = address.read();
    if (!fragment.startsWith('#plan=')) return;
    let live = true;
    refinanceLink
      .load()
      .then(({ decodeRefinanceLink }) => decodeRefinanceLink(fragment))
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
      void refinanceLink
        .load()
        .then(({ encodeRefinanceLink }) => encodeRefinanceLink(input))
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
    const { encodeRefinanceLink } = await refinanceLink.load();
    const fragment = await encodeRefinanceLink(input);
    address.write(fragment);
    const link = new URL(`${REFINANCE_HREF}#${fragment}`, window.location.href).href;
    const status: ShareStatus = (await copyToClipboard(link))
      ? { kind: 'copied' }
      : { kind: 'manual', link };
    setShared({ for: input, status });
  }, [address, input]);

  const status: ShareStatus =
    shared !== null && shared.for === input ? shared.status : { kind: 'idle' };
  return { bad, status, share };
}

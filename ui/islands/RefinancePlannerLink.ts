// The planner's inputs in the address (issue 34): read once from `#plan=…`, then kept in step
// with valid inputs so a reload keeps them and the address is the link to share; the link copied.
// The codec loads on first use. Nothing in the fragment ever reaches the host.
import type { RefinanceInput } from '../domain/refinanceInput';
import { REFINANCE_HREF, REFINANCE_LINK_KEY } from '../domain/refinanceRoutes';
import { type AddressBar, type FragmentLinkKind, useFragmentLink } from '../hooks/useFragmentLink';
import { lazyModule } from '../runtime/lazy';

const refinanceLink = lazyModule(() => import('../domain/refinanceLink'));

const REFINANCE_LINK: FragmentLinkKind<RefinanceInput> = {
  href: REFINANCE_HREF,
  accepts: (fragment) => fragment.startsWith(`#${REFINANCE_LINK_KEY}`),
  codec: async () => {
    const { encodeRefinanceLink, decodeRefinanceLink } = await refinanceLink.load();
    return { encode: encodeRefinanceLink, decode: decodeRefinanceLink };
  },
};

/** Reads a `#plan=…` link once, keeps the address in step, and copies the link on `share`. */
export function useRefinanceLink(
  address: AddressBar,
  input: RefinanceInput | null,
  onRead: (input: RefinanceInput) => void,
) {
  return useFragmentLink(REFINANCE_LINK, address, input, onRead);
}

// The planner's inputs shared by link (issue 34): in the address's fragment, which browsers never
// send to a server, written as the report's and the capacity page's links are (shareLink.ts's
// deflated JSON in base64url) with a payload of their own, checked against the inputs'
// descriptor when read.
import { RefinanceInputSchema, type RefinanceInput } from './refinanceInput';
import { REFINANCE_LINK_KEY } from './refinanceRoutes';
import { parse } from './schema';
import { packFragment, ShareLinkError, unpackFragment } from './shareLink';

/** The payload's layout; a link of another layout is refused. */
const REFINANCE_LINK_VERSION = 1;

/** The fragment (without `#`) that carries the planner's inputs. */
export async function encodeRefinanceLink(input: RefinanceInput): Promise<string> {
  return REFINANCE_LINK_KEY + (await packFragment([REFINANCE_LINK_VERSION, input]));
}

/** The inputs a fragment (with or without `#`) carries, checked; throws only ShareLinkError. */
export async function decodeRefinanceLink(hash: string): Promise<RefinanceInput> {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(REFINANCE_LINK_KEY)) {
    throw new ShareLinkError('malformed', 'not a planner link');
  }
  const payload = await unpackFragment(fragment.slice(REFINANCE_LINK_KEY.length));
  if (!Array.isArray(payload) || payload.length !== 2) {
    throw new ShareLinkError('malformed', 'not a planner payload');
  }
  const [version, input] = payload as unknown[];
  if (version !== REFINANCE_LINK_VERSION) {
    throw new ShareLinkError('unsupported', `version ${String(version)}`);
  }
  const parsed = parse(RefinanceInputSchema, input);
  if (!parsed.ok) throw new ShareLinkError('invalid', `${parsed.path}: ${parsed.reason}`);
  return parsed.value;
}

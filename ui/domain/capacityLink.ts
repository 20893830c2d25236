// The capacity page's inputs shared by link (issue 35): they travel in the address's fragment,
// which browsers never send to a server, written as the report's share links are (shareLink.ts's
// deflated JSON in base64url) with a payload of their own, and checked against the inputs'
// descriptor when read, like anything else from outside.
import { CapacityInputSchema, type CapacityInput } from './capacityInput';
import { parse } from './schema';
import { packFragment, ShareLinkError, unpackFragment } from './shareLink';

/** The payload's layout; a link of another layout is refused. */
const CAPACITY_LINK_VERSION = 1;

/** The fragment (without `#`) that carries the page's inputs. */
export function encodeCapacityLink(input: CapacityInput): Promise<string> {
  return packFragment([CAPACITY_LINK_VERSION, input]);
}

/** The inputs a fragment carries, checked; throws only ShareLinkError. */
export async function decodeCapacityLink(fragment: string): Promise<CapacityInput> {
  const payload = await unpackFragment(fragment);
  if (!Array.isArray(payload) || payload.length !== 2) {
    throw new ShareLinkError('malformed', 'not a capacity payload');
  }
  const [version, input] = payload as unknown[];
  if (version !== CAPACITY_LINK_VERSION) {
    throw new ShareLinkError('unsupported', `version ${String(version)}`);
  }
  const parsed = parse(CapacityInputSchema, input);
  if (!parsed.ok) throw new ShareLinkError('invalid', `${parsed.path}: ${parsed.reason}`);
  return parsed.value;
}

// The compare page's address and its limits (issue 16), apart from the figures in comparison.ts:
// the home page's table needs only these, and they cost it next to nothing.
import { COMPARE_MAX } from './limits';
import { isSimulationId } from './routes';

// The home page's table and the compare page read the count limits with the address.
export { COMPARE_MAX, COMPARE_MIN } from './limits';

/** The compare page; the runs it shows are named in the fragment, so a reload keeps them. */
const COMPARE_HREF = '/porownanie';

/** The compare page's address for `ids`, in the order ticked: `/porownanie#a,b,c`. */
export function compareHref(ids: readonly string[]): string {
  return `${COMPARE_HREF}#${ids.map((id) => encodeURIComponent(id)).join(',')}`;
}

/**
 * The ids a compare address's fragment names (`#a,b,c`, with or without the `#`), in order:
 * malformed escapes and ids no saved run can have are dropped, a repeated id counts once, and
 * only the first COMPARE_MAX are kept.
 */
export function compareIdsFromHash(hash: string): string[] {
  const ids: string[] = [];
  for (const part of hash.replace(/^#/, '').split(',')) {
    let id: string;
    try {
      id = decodeURIComponent(part.trim());
    } catch {
      continue;
    }
    if (id === '' || !isSimulationId(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

// The refinancing planner's addresses (issue 34), apart from routes.ts: routes.ts sits in the
// chunk home loads up front, and home's eager JavaScript must not grow for this page.
/** The refinancing planner (issue 34); a run or its inputs may ride in the fragment. */
export const REFINANCE_HREF = '/refinansowanie';
/** The fragment's key that names the saved run the planner starts from. */
const REFINANCE_RUN_KEY = 'na-podstawie=';
/** The fragment's key of the planner's own inputs shared by link: `#plan=…`. */
export const REFINANCE_LINK_KEY = 'plan=';

/** The planner filled from a saved run: `/refinansowanie#na-podstawie={id}` (issue 34). */
export function refinanceFromRunHref(id: string): string {
  return `${REFINANCE_HREF}#${REFINANCE_RUN_KEY}${encodeURIComponent(id)}`;
}

/** The saved run's id a planner address's fragment names, if any (not checked against storage). */
export function refinanceRunFromHash(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(REFINANCE_RUN_KEY)) return null;
  try {
    return decodeURIComponent(fragment.slice(REFINANCE_RUN_KEY.length));
  } catch {
    return null;
  }
}

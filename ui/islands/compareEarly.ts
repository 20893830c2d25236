// The comparison reads its runs from the address's fragment, which the host never sees, so the
// served page is a loading frame. Opened with no runs in the address, that frame would be swapped
// for the "none chosen" message only after hydration: a late largest paint and a page that jumps.
// A line of inline script in the head (porownanie/index.astro) marks such a visit before the first
// paint, and the island's served HTML holds the message, which CSS then shows in the frame's place.

/** Set on <html> before the first paint when the address names no run to compare. */
export const COMPARE_NONE_ATTRIBUTE = 'data-compare-none';

/** The inline script: an address fragment with nothing but '#', commas and spaces names no run. */
export const COMPARE_NONE_SCRIPT = `if(location.hash.replace(/[#,\\s]/g,'')==='')document.documentElement.setAttribute('${COMPARE_NONE_ATTRIBUTE}','')`;

// A phone paints the server-rendered header before the Menu island hydrates. A tap on Menu in that
// window would be lost, so a few bytes of inline script (in the page's head, see BaseLayout.astro)
// remember it on the document, and the island opens the menu as soon as it has hydrated.

/** Marks the server-rendered Menu toggle. */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';
/** Set on <html> by a tap on the toggle; read once when the island takes over. */
const TAPPED_ATTRIBUTE = 'data-menu-tapped';

/**
 * The inline script: a capturing click listener that only sets an attribute. Taps after hydration
 * set it too, harmlessly: the island has read it once and answers taps itself from then on.
 */
export const EARLY_MENU_TAP_SCRIPT = `addEventListener('click',function(e){e.target.closest&&e.target.closest('[${MENU_TOGGLE_ATTRIBUTE}]')&&document.documentElement.setAttribute('${TAPPED_ATTRIBUTE}','')},!0)`;

/**
 * Called once the island has hydrated, from then on it answers taps itself. True when the
 * borrower tapped Menu before that, so the island should open the menu now.
 */
export function takeEarlyMenuTap(root: Element = document.documentElement): boolean {
  const tapped = root.hasAttribute(TAPPED_ATTRIBUTE);
  // Only when there: a change on <html> has the browser re-check the page's styles.
  if (tapped) root.removeAttribute(TAPPED_ATTRIBUTE);
  return tapped;
}

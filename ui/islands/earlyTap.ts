// A phone paints the server-rendered header before the Menu island hydrates. A tap on Menu in that
// window would be lost, so a few bytes of inline script (in the page's head, see BaseLayout.astro)
// remember it on the document, and the island opens the menu as soon as it has hydrated.

/** Marks the server-rendered Menu toggle. */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';
/** Set on <html> by a tap on the toggle before the island took over. */
const TAPPED_ATTRIBUTE = 'data-menu-tapped';
/** Set on <html> once the island handles taps itself. */
const READY_ATTRIBUTE = 'data-menu-ready';

/** The inline script: a capturing click listener that only sets an attribute. */
export const EARLY_MENU_TAP_SCRIPT = `document.addEventListener('click',function(e){var d=document.documentElement,t=e.target;if(!d.hasAttribute('${READY_ATTRIBUTE}')&&t instanceof Element&&t.closest('[${MENU_TOGGLE_ATTRIBUTE}]'))d.setAttribute('${TAPPED_ATTRIBUTE}','')},true);`;

/**
 * Called once the island has hydrated: from now on it answers taps itself. True when the
 * borrower tapped Menu before that, so the island should open the menu now.
 */
export function takeEarlyMenuTap(root: Element = document.documentElement): boolean {
  root.setAttribute(READY_ATTRIBUTE, '');
  const tapped = root.hasAttribute(TAPPED_ATTRIBUTE);
  root.removeAttribute(TAPPED_ATTRIBUTE);
  return tapped;
}

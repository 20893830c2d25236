// A phone paints the server-rendered page before its islands hydrate. A tap on a button in that
// window (Menu, a form section's toggle) would be lost, so a few bytes of inline script (in the
// page's head, see BaseLayout.astro) note it on the document, and the island that owns the
// button replays it once it has hydrated.

/**
 * Marks a server-rendered button whose early taps are kept; its value names the button, e.g.
 * `data-early-tap="menu"`.
 */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** On <html>, for each button tapped before hydration: this prefix and its name, set to the count. */
const TAPPED_PREFIX = 'data-tapped-';

/**
 * The inline script: a click listener on the window that only counts taps on <html>. Once a
 * button's island has taken its taps, the button loses its mark (see takeEarlyTaps), so later
 * taps, which the island answers itself, are not counted. It listens as the click bubbles, after
 * React: a tap while the island is still hydrating makes React hydrate at once (taking the taps
 * counted so far and the mark) and answer it, so counting it too would play it twice.
 */
export const EARLY_TAP_SCRIPT = `addEventListener('click',e=>{let b=e.target.closest?.('[${EARLY_TAP_ATTRIBUTE}]'),h=document.documentElement,a;b&&(a='${TAPPED_PREFIX}'+b.getAttribute('${EARLY_TAP_ATTRIBUTE}'),h.setAttribute(a,~~h.getAttribute(a)+1))})`;

/**
 * Called once, right after the island owning `button` has hydrated: how many times the borrower
 * tapped it before that (0 when never, or when the button was not marked). The button's mark is
 * removed, so taps from now on, which the island answers itself, are not noted or replayed again.
 * The taps are read outside React (on <html>): reading them while rendering would
 * make the first render differ from the server's HTML.
 */
export function takeEarlyTaps(button: Element, root: Element = document.documentElement): number {
  const name = button.getAttribute(EARLY_TAP_ATTRIBUTE);
  if (name === null) return 0;
  button.removeAttribute(EARLY_TAP_ATTRIBUTE);
  const tapped = TAPPED_PREFIX + name;
  const count = Number(root.getAttribute(tapped));
  root.removeAttribute(tapped);
  return count;
}

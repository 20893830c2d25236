// A phone paints the server-rendered page before its islands hydrate. A tap on a button in that
// window (Menu, a form section's toggle) would be lost, so a few bytes of inline script (in the
// page's head, see BaseLayout.astro) note it on the document, and the island that owns the
// button replays it once it has hydrated.

/** Marks a server-rendered button whose early taps are kept; its value names the button. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** On <html>: the names of the buttons tapped before hydration, one per tap, space-separated. */
const TAPS_ATTRIBUTE = 'data-early-taps';

/**
 * The inline script: a capturing click listener that only notes the button's name on <html>.
 * Once a button's island has taken its taps, the button loses its mark (see takeEarlyTaps), so
 * later taps, which the island answers itself, are not noted.
 */
export const EARLY_TAP_SCRIPT = `addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]'),h=document.documentElement;b&&h.setAttribute('${TAPS_ATTRIBUTE}',((h.getAttribute('${TAPS_ATTRIBUTE}')||'')+' '+b.getAttribute('${EARLY_TAP_ATTRIBUTE}')).trim())},!0)`;

/** The attribute that marks a button as `name`, to spread onto it: `{...earlyTap('menu')}`. */
export function earlyTap(name: string): Record<typeof EARLY_TAP_ATTRIBUTE, string> {
  return { [EARLY_TAP_ATTRIBUTE]: name };
}

/**
 * Called once, right after the island owning `button` has hydrated: how many times the borrower
 * tapped it before that (0 when never, or when the button was not marked). The button's mark is
 * removed, so taps from now on, which the island answers itself, are not noted or replayed again.
 * The taps are read outside React (an attribute on <html>): reading them while rendering would
 * make the first render differ from the server's HTML.
 */
export function takeEarlyTaps(button: Element, root: Element = document.documentElement): number {
  const name = button.getAttribute(EARLY_TAP_ATTRIBUTE);
  if (name === null) return 0;
  button.removeAttribute(EARLY_TAP_ATTRIBUTE);
  const noted = root.getAttribute(TAPS_ATTRIBUTE);
  // Only when there: a change on <html> has the browser re-check the page's styles.
  if (noted === null) return 0;
  const names = noted.split(' ');
  const rest = names.filter((tapped) => tapped !== name);
  if (rest.length === names.length) return 0;
  if (rest.length === 0) root.removeAttribute(TAPS_ATTRIBUTE);
  else root.setAttribute(TAPS_ATTRIBUTE, rest.join(' '));
  return names.length - rest.length;
}

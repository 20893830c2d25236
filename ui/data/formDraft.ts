// The form's draft (issue 32) in this tab's sessionStorage: it outlives a reload and Back, is
// never sent anywhere and goes with the tab. Storage may be off (a private window's quota, a
// policy, a sandboxed frame): the form then simply is not kept.

/** The one key the draft is kept under. */
const KEY = 'symulator-kredytu:formularz';

/** The kept draft's text, or null when there is none or storage cannot be read. */
export function readFormDraft(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps `text` as the draft, or removes the draft when it is null; never throws. */
export function writeFormDraft(text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, text);
  } catch (error) {
    console.warn('[data] Could not keep the form in this tab.', error);
  }
}

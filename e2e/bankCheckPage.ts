// The bank-schedule check's paste box, for the e2e journey and the hostile-paste bench.
import type { Page } from '@playwright/test';

/** The box the borrower pastes the bank's schedule into. */
export const box = (page: Page) =>
  page.getByRole('textbox', { name: 'Harmonogram spłaty (wklej tekst)' });

/**
 * Puts `text` in the box in one input event, as a drop or an input method does. (Playwright's
 * `fill` types a text of 100 000 lines far slower than it ever arrives.)
 */
export async function input(page: Page, text: string): Promise<void> {
  await box(page).evaluate((element, value) => {
    const textarea = element as HTMLTextAreaElement;
    // The prototype's setter, as a browser sets it: React's own tracker then sees the change.
    Reflect.set(HTMLTextAreaElement.prototype, 'value', value, textarea);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Pastes `text` into the box, as plain text and HTML, the way a copy from a web page comes. */
export async function paste(page: Page, text: string): Promise<void> {
  await box(page).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    data.setData('text/html', `<b onmouseover="alert(3)">${value.slice(0, 100)}</b>`);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

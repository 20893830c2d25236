// Files and the clipboard: a schedule or a backup saved to the visitor's disk, a link copied or
// handed to the phone's share sheet. Everything stays on the device; nothing is uploaded.

/** Saves `content` as a file named `name` through the browser's download. */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is released a moment later.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** Copies `text` to the clipboard; false where the browser refuses (no permission, http). */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = (globalThis.navigator as Partial<Navigator> | undefined)?.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** True where the system share sheet is offered (phones, some desktops). */
export function canShareNatively(): boolean {
  const navigator = globalThis.navigator as Partial<Navigator> | undefined;
  // Desktop browsers that offer it too open a share sheet where copying is what people expect.
  const media = (globalThis as Partial<typeof globalThis>).matchMedia;
  const coarse = typeof media === 'function' && media('(pointer: coarse)').matches;
  return typeof navigator?.share === 'function' && coarse;
}

/** Opens the system share sheet; false when it was dismissed or failed. */
export async function shareNatively(title: string, url: string): Promise<boolean> {
  try {
    await navigator.share({ title, url });
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of a file the visitor opened, or null when it is over `maxBytes`: its size is checked
 * before a byte is read, so a huge file never reaches memory.
 */
export async function readTextFile(file: File, maxBytes: number): Promise<string | null> {
  if (file.size > maxBytes) return null;
  return file.text();
}

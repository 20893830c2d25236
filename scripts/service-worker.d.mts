/** The URL a built file answers at. */
export function urlOf(file: string): string;
/** Every URL of a built site to precache, with a version that changes with any file. */
export function precacheManifest(dist?: string): Promise<{ urls: string[]; version: string }>;
/** Writes dist/sw.js for the built site. */
export function writeServiceWorker(dist?: string): Promise<void>;

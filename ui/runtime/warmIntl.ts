import { lazyModule } from './lazy';

/** The worker that loads ICU's number data off the page (intlWarmUp); fetched on first use. */
const intlWarmUp = lazyModule(() => import('./intlWarmUp'));

/**
 * Has ICU's number data loaded off the page (see intlWarmUp), fetching that code first; resolves
 * when done or given up, never rejects. Every island that formats figures soon after it shows
 * calls it; the worker is started once per page.
 */
export function warmIntl(): Promise<void> {
  return intlWarmUp.load().then(
    (intl) => intl.warmIntlOffThread(),
    () => undefined,
  );
}

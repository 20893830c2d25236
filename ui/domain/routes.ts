// Every address the app links to or reads, in one place.
import { SIMULATION_ID_PATTERN } from './recordFields';
import { SIMULATION_ID_MAX_LENGTH } from './limits';

/** The home page: the form, the result card and the comparison table. */
export const HOME_HREF = '/';
/** Every report address starts with this; the host serves one shell for all of them. */
const REPORT_ROUTE_PREFIX = '/symulacja/';
/** The privacy policy. */
export const PRIVACY_HREF = '/polityka-prywatnosci';
/** The credit capacity page (issue 35); its inputs may ride in the fragment. */
export const CAPACITY_HREF = '/zdolnosc-kredytowa';
/** `Sprawdź harmonogram banku` (issue 37): a pasted schedule checked line by line. */
export const BANK_CHECK_HREF = '/sprawdz-harmonogram';

/** The id in `/symulacja/udostepniona#…` (issue 14): reserved, never looked up in storage. */
export const SHARED_REPORT_ID = 'udostepniona';

/** The address of a shared run's report: the settings ride in the fragment, never sent. */
export function sharedReportHref(fragment: string): string {
  return `${REPORT_ROUTE_PREFIX}${SHARED_REPORT_ID}#${fragment}`;
}

/** The address of a saved run's report. */
export function reportHref(id: string): string {
  return `${REPORT_ROUTE_PREFIX}${encodeURIComponent(id)}`;
}

/** True for a string that can be a saved run's id: the read check's rule, so no lookup is wasted. */
export function isSimulationId(id: string): boolean {
  return id.length <= SIMULATION_ID_MAX_LENGTH && SIMULATION_ID_PATTERN.test(id);
}

/**
 * The simulation id in a report address such as `/symulacja/{id}`, decoded; a trailing slash is
 * allowed. Undefined when the id is empty, malformed or the path is not a report's.
 */
export function simulationIdFromPath(pathname: string): string | undefined {
  if (!pathname.startsWith(REPORT_ROUTE_PREFIX)) return undefined;
  const segment = pathname.slice(REPORT_ROUTE_PREFIX.length).replace(/\/+$/, '');
  // A raw slash means a deeper path, not an id; a slash inside an id arrives as %2F.
  if (segment === '' || segment.includes('/')) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed escapes such as "%E0%A4%A" cannot name a saved simulation.
    return undefined;
  }
}

const FROM_SAVED = 'na-podstawie=';
const FROM_SETTINGS = 'ustawienia=';

/** `Użyj jako punkt wyjścia` for a saved run: the home form, filled from the run with this id. */
export function startFromSavedHref(id: string): string {
  return `${HOME_HREF}#${FROM_SAVED}${encodeURIComponent(id)}`;
}

/** `Użyj jako punkt wyjścia` for a shared run: its settings travel on in the fragment. */
export function startFromSettingsHref(shareFragment: string): string {
  return `${HOME_HREF}#${FROM_SETTINGS}${shareFragment}`;
}

/** What the home page's fragment asks the form to start from, if anything. */
export type StartingPoint = { kind: 'saved'; id: string } | { kind: 'settings'; fragment: string };

/** Reads `#na-podstawie=…` or `#ustawienia=…`; null for anything else. */
export function startingPointFromHash(hash: string): StartingPoint | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text.startsWith(FROM_SAVED)) {
    try {
      const id = decodeURIComponent(text.slice(FROM_SAVED.length));
      return isSimulationId(id) ? { kind: 'saved', id } : null;
    } catch {
      return null;
    }
  }
  if (text.startsWith(FROM_SETTINGS))
    return { kind: 'settings', fragment: text.slice(FROM_SETTINGS.length) };
  return null;
}

// Loaded only when the address names a starting point: the form's starting values need the
// scenario code, and a shared run's settings the link's decoder.
import type { DataSource } from '../data/types';
import type { Settings } from '../domain';
import type { StartingPoint } from '../domain/routes';
import { STARTING_POINT_COPY } from '../domain/copy/startingPoint';
import { decodeShareLink } from '../domain/shareLink';
import { startingValues } from '../components/SimulationForm/startingValues';

/** The form's props that start it from another run. */
export type StartingProps = ReturnType<typeof startingValues>;

/**
 * The form's starting values for `point` (a saved run, read from `data`, or a shared run's
 * settings) and the note above the form; null values with the "not found" note when the run is
 * gone, damaged, or the link cannot be read.
 */
export async function readStartingPoint(
  point: StartingPoint,
  data: DataSource,
): Promise<{ props: StartingProps | null; note: string }> {
  let settings: Settings | undefined;
  try {
    if (point.kind === 'saved') {
      const saved = await data.getSimulation(point.id);
      if (saved !== undefined && !('damaged' in saved)) settings = saved.settings;
    } else {
      settings = (await decodeShareLink(point.fragment)).settings;
    }
  } catch {
    settings = undefined;
  }
  return settings === undefined
    ? { props: null, note: STARTING_POINT_COPY.missing }
    : { props: startingValues(settings), note: STARTING_POINT_COPY.note };
}

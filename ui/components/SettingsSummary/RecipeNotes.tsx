import { useEffect, useState } from 'react';
import { calendarMonthGenitive } from '../../domain/calendar';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { VARIABLE_RATE_COPY } from '../../domain/copy/variableRate';
import { lastKnownValueText } from '../../domain/labels';
import { instalmentRangesText } from '../../domain/recipeLabels';
import type { Settings } from '../../domain/types';
import { lazyModule } from '../../runtime/lazy';

// The series and the recipe's reader load only for a run with a recipe.
const importNotes = lazyModule(() =>
  Promise.all([import('../../domain/variableRate'), import('../../domain/history')]),
).load;

/** The notes a recipe's path needs, in the order the report shows them. */
function notesOf(settings: Settings, [path, history]: Awaited<ReturnType<typeof importNotes>>) {
  const recipe = settings.variableRate;
  if (recipe === undefined) return [];
  let built;
  try {
    built = path.variableRatePath(settings);
  } catch {
    // A recipe the current data cannot replay: the saved changes still stand, without notes.
    return [];
  }
  const notes: string[] = [];
  // The saved changes are authoritative (issue 33): when they are not the recipe's own path (a
  // shock, an edit by hand, a series that has grown since), the recipe's notes would describe
  // figures the report does not show.
  const saved = settings.rateChanges ?? [];
  const own =
    built.rateChanges.length === saved.length &&
    built.rateChanges.every(
      (change, index) =>
        change.month === saved[index]?.month &&
        change.annualInterestRatePercent === saved[index].annualInterestRatePercent,
    );
  if (!own) {
    notes.push(VARIABLE_RATE_COPY.pathDiffers);
  } else if (built.indexFloored.length > 0) {
    notes.push(VARIABLE_RATE_COPY.indexFloored(instalmentRangesText(built.indexFloored)));
  }
  if (own && built.clamped.length > 0) {
    notes.push(VARIABLE_RATE_COPY.rateClamped(instalmentRangesText(built.clamped)));
  }
  if (recipe.mode !== 'FLAT') {
    if (own && built.assumption !== null)
      notes.push(lastKnownValueText(built.assumption.assumedFromMonth));
    notes.push(
      RATE_PATH_COPY.historicalSource(
        history.WIBOR_SOURCE,
        calendarMonthGenitive(history.RATES_HISTORY_FIRST_MONTH),
        calendarMonthGenitive(history.RATES_HISTORY_LAST_MONTH),
      ),
      RATE_PATH_COPY.pastRates,
    );
  }
  return notes;
}

/**
 * What the report says about a recipe's path (issue 33): where the index was taken as 0 %,
 * where a rate was clamped, where the data ran out, and the series' source.
 */
export function RecipeNotes({ settings, className }: { settings: Settings; className: string }) {
  const [notes, setNotes] = useState<readonly string[]>([]);
  useEffect(() => {
    let current = true;
    importNotes().then(
      (modules) => {
        if (current) setNotes(notesOf(settings, modules));
      },
      (error: unknown) => {
        console.warn('[RecipeNotes] Could not load the rate data.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [settings]);
  return notes.map((note) => (
    <dd key={note} className={className}>
      {note}
    </dd>
  ));
}

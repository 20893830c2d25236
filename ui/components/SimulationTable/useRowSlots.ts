import { useState } from 'react';
import { assignRowSlots } from './rowSlots';

/** Each drawn run's row number, its React key: see `assignRowSlots`. */
export function useRowSlots(
  ids: readonly string[],
  listed: readonly string[],
): ReadonlyMap<string, number> {
  // The last drawing's runs and numbers; a new drawing numbers its runs from them.
  const [drawing, setDrawing] = useState(() => ({
    ids,
    slots: assignRowSlots(new Map(), ids, new Set(listed)),
  }));
  const same = drawing.ids.length === ids.length && drawing.ids.every((id, i) => id === ids[i]);
  if (same) return drawing.slots;
  const next = { ids, slots: assignRowSlots(drawing.slots, ids, new Set(listed)) };
  setDrawing(next);
  return next.slots;
}

/**
 * Which of the drawn rows shows each run, by a small number React keys the row by (issue 10).
 *
 * A run that was drawn before keeps its row, so the row's elements, and the keyboard focus in
 * them, go where the run goes. A run drawn anew takes the lowest row no run kept: the row of a run
 * that is still listed but no longer drawn (scrolled or sorted out of the view). Sorting a long
 * list thus rewrites the rows it shows in place instead of building new ones, about half the work
 * of the sort's frame, and scrolling moves the row that left at one edge to the other. The row of
 * a run that is gone from the list (deleted, here or in another tab) is not handed on in the same
 * drawing: it is removed, with whatever it held (the focus, an open tooltip), as before.
 */
export function assignRowSlots(
  previous: ReadonlyMap<string, number>,
  ids: readonly string[],
  listed: ReadonlySet<string>,
): Map<string, number> {
  const slots = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined && !taken.has(slot)) {
      slots.set(id, slot);
      taken.add(slot);
    }
  }
  for (const [id, slot] of previous) if (!listed.has(id)) taken.add(slot);
  let next = 0;
  for (const id of ids) {
    if (slots.has(id)) continue;
    while (taken.has(next)) next += 1;
    slots.set(id, next);
    taken.add(next);
  }
  return slots;
}

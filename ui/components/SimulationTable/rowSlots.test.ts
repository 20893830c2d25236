import { describe, expect, test } from 'vitest';
import { assignRowSlots } from './rowSlots';

/** A drawing in which every run drawn before is still listed, plus the ones drawn now. */
const assign = (previous: ReadonlyMap<string, number>, ids: readonly string[]) =>
  assignRowSlots(previous, ids, new Set([...previous.keys(), ...ids]));

const slotsOf = (map: ReadonlyMap<string, number>, ids: readonly string[]) =>
  ids.map((id) => map.get(id));

describe('assignRowSlots', () => {
  test('the first drawing numbers the rows from 0 in order', () => {
    expect(slotsOf(assign(new Map(), ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual([0, 1, 2]);
  });

  test('a sort that shows other runs reuses every row, in order', () => {
    const before = assign(new Map(), ['a', 'b', 'c']);
    const after = assign(before, ['z', 'y', 'x']);
    expect(slotsOf(after, ['z', 'y', 'x'])).toEqual([0, 1, 2]);
  });

  test('a run still drawn keeps its row wherever it moves', () => {
    const before = assign(new Map(), ['a', 'b', 'c', 'd']);
    const after = assign(before, ['d', 'x', 'b', 'y']);
    expect(after.get('d')).toBe(3);
    expect(after.get('b')).toBe(1);
    // The newcomers take the rows a and c left, lowest first.
    expect(slotsOf(after, ['x', 'y'])).toEqual([0, 2]);
  });

  test('scrolling by one row moves the row that left the top to the bottom', () => {
    const before = assign(new Map(), ['a', 'b', 'c']);
    const after = assign(before, ['b', 'c', 'd']);
    expect(slotsOf(after, ['b', 'c', 'd'])).toEqual([1, 2, 0]);
  });

  test('more rows than before: the new ones get fresh numbers; every row has its own', () => {
    const before = assign(new Map(), ['a', 'b']);
    const after = assign(before, ['x', 'b', 'y', 'z']);
    expect(after.get('b')).toBe(1);
    const numbers = [...after.values()];
    expect(new Set(numbers).size).toBe(4);
    expect(numbers.toSorted()).toEqual([0, 1, 2, 3]);
  });

  test('the row of a run gone from the list is not handed on in the same drawing', () => {
    const before = assign(new Map(), ['a', 'b', 'c']);
    // b was deleted: d enters the view at the bottom and gets a row of its own.
    const after = assignRowSlots(before, ['a', 'c', 'd'], new Set(['a', 'c', 'd', 'e']));
    expect(slotsOf(after, ['a', 'c', 'd'])).toEqual([0, 2, 3]);
    // In the next drawing its number is free again.
    const later = assignRowSlots(after, ['a', 'c', 'd', 'e'], new Set(['a', 'c', 'd', 'e']));
    expect(later.get('e')).toBe(1);
  });

  test('runs no longer drawn are forgotten', () => {
    const after = assign(assign(new Map(), ['a', 'b']), ['b']);
    expect([...after.keys()]).toEqual(['b']);
  });
});

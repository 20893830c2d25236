import { describe, expect, test } from 'vitest';
import { assignRowSlots } from './rowSlots';

const slotsOf = (map: ReadonlyMap<string, number>, ids: readonly string[]) =>
  ids.map((id) => map.get(id));

describe('assignRowSlots', () => {
  test('the first drawing numbers the rows from 0 in order', () => {
    expect(slotsOf(assignRowSlots(new Map(), ['a', 'b', 'c']), ['a', 'b', 'c'])).toEqual([0, 1, 2]);
  });

  test('a sort that shows other runs reuses every row, in order', () => {
    const before = assignRowSlots(new Map(), ['a', 'b', 'c']);
    const after = assignRowSlots(before, ['z', 'y', 'x']);
    expect(slotsOf(after, ['z', 'y', 'x'])).toEqual([0, 1, 2]);
  });

  test('a run still drawn keeps its row wherever it moves', () => {
    const before = assignRowSlots(new Map(), ['a', 'b', 'c', 'd']);
    const after = assignRowSlots(before, ['d', 'x', 'b', 'y']);
    expect(after.get('d')).toBe(3);
    expect(after.get('b')).toBe(1);
    // The newcomers take the rows a and c left, lowest first.
    expect(slotsOf(after, ['x', 'y'])).toEqual([0, 2]);
  });

  test('scrolling by one row moves the row that left the top to the bottom', () => {
    const before = assignRowSlots(new Map(), ['a', 'b', 'c']);
    const after = assignRowSlots(before, ['b', 'c', 'd']);
    expect(slotsOf(after, ['b', 'c', 'd'])).toEqual([1, 2, 0]);
  });

  test('more rows than before: the new ones get fresh numbers; every row has its own', () => {
    const before = assignRowSlots(new Map(), ['a', 'b']);
    const after = assignRowSlots(before, ['x', 'b', 'y', 'z']);
    expect(after.get('b')).toBe(1);
    const numbers = [...after.values()];
    expect(new Set(numbers).size).toBe(4);
    expect(numbers.toSorted()).toEqual([0, 1, 2, 3]);
  });

  test('runs no longer drawn are forgotten', () => {
    const after = assignRowSlots(assignRowSlots(new Map(), ['a', 'b']), ['b']);
    expect([...after.keys()]).toEqual(['b']);
  });
});

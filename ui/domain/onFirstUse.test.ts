import { describe, expect, test } from 'vitest';
import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  test('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const formatter = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('pl-PL');
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
  });

  test('keeps a value that is undefined too, without making it again', () => {
    let made = 0;
    const nothing = onFirstUse(() => {
      made += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { warmUp } from './warmUp';

describe('warmUp', () => {
  it('runs the key filter, the checks and the engine on a typical loan without throwing', () => {
    // It runs while the browser is idle, where a throw would be an error in the console of
    // every visitor: its loan must stay one the engine and the schema accept.
    expect(() => {
      warmUp();
    }).not.toThrow();
  });
});

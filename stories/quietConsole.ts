import { spyOn } from 'storybook/test';

/**
 * A story's `beforeEach` that silences one console method, for a failure the story causes on
 * purpose (a hostile record, storage that fails), and restores it once the story ends.
 */
export function quietConsole(method: 'error' | 'warn'): () => () => void {
  return () => {
    const spy = spyOn(console, method).mockImplementation(() => undefined);
    return () => {
      spy.mockRestore();
    };
  };
}

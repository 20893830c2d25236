import { describe, expect, it } from 'vitest';
import {
  isSimulationId,
  reportHref,
  simulationIdFromPath,
  startFromSavedHref,
  startFromSettingsHref,
  startingPointFromHash,
} from './routes';

describe('the report address', () => {
  it.each([
    ['/symulacja/abc-123', 'abc-123'],
    ['/symulacja/abc-123/', 'abc-123'],
    ['/symulacja/', undefined],
    ['/symulacja/a/b', undefined],
    ['/symulacja/%E0%A4%A', undefined],
    ['/inne/abc', undefined],
  ])('reads %s as the id %s', (path, id) => {
    expect(simulationIdFromPath(path)).toBe(id);
  });

  it('round-trips an id through reportHref', () => {
    expect(simulationIdFromPath(reportHref('a_b-1'))).toBe('a_b-1');
  });

  it.each(['..', '.', 'x\uD800', 'a/b', 'x'.repeat(65), ''])('never takes %j for an id', (id) => {
    expect(isSimulationId(id)).toBe(false);
  });
});

describe('a starting point for the home form', () => {
  it('reads a saved run’s id and a shared run’s settings from the fragment', () => {
    expect(startingPointFromHash(new URL(startFromSavedHref('abc-1'), 'https://x').hash)).toEqual({
      kind: 'saved',
      id: 'abc-1',
    });
    expect(
      startingPointFromHash(new URL(startFromSettingsHref('eJx_abc'), 'https://x').hash),
    ).toEqual({
      kind: 'settings',
      fragment: 'eJx_abc',
    });
  });

  it.each(['', '#', '#inne', '#na-podstawie=..', '#na-podstawie=%E0%A4%A'])(
    'ignores %j',
    (hash) => {
      expect(startingPointFromHash(hash)).toBeNull();
    },
  );
});

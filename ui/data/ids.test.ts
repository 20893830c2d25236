import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSimulationId } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newSimulationId', () => {
  it('uses crypto.randomUUID where the context is secure', () => {
    const randomUUID = vi.fn(() => '3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    vi.stubGlobal('crypto', { randomUUID, getRandomValues: vi.fn() });
    expect(newSimulationId()).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  describe('outside a secure context, where crypto.randomUUID is missing', () => {
    function withoutRandomUuid() {
      const getRandomValues = vi.fn((array: Uint8Array) => webcrypto.getRandomValues(array));
      vi.stubGlobal('crypto', { getRandomValues });
      return getRandomValues;
    }

    it('builds a UUID v4 from crypto.getRandomValues', () => {
      const getRandomValues = withoutRandomUuid();
      expect(newSimulationId()).toMatch(UUID_V4);
      expect(getRandomValues).toHaveBeenCalledOnce();
    });

    it('sets the version and variant bits even when every random byte is 0xff or 0x00', () => {
      vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array.fill(0xff) });
      expect(newSimulationId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
      vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array.fill(0) });
      expect(newSimulationId()).toBe('00000000-0000-4000-8000-000000000000');
    });

    it('does not repeat itself over ten thousand ids', () => {
      withoutRandomUuid();
      const ids = new Set(Array.from({ length: 10_000 }, newSimulationId));
      expect(ids.size).toBe(10_000);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    });
  });
});

type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/** A new random simulation id (UUID v4), also outside secure contexts where randomUUID is missing. */
export function newSimulationId(): string {
  // `randomUUID` exists only in secure contexts: a site opened over plain http or from a LAN
  // address has `crypto.getRandomValues` but not `crypto.randomUUID`.
  const random = globalThis.crypto as RandomSource;
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  return uuidFromRandomBytes(random.getRandomValues(new Uint8Array(16)));
}

function uuidFromRandomBytes(bytes: Uint8Array): string {
  // RFC 9562 section 5.4: version 4 in the high nibble of byte 6, variant 10 in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

// A run shared by link, with no server: its settings travel in the URL fragment (after `#`),
// which browsers never send to a server. The fragment is JSON, deflated (CompressionStream's
// deflate-raw) and written in base64url. The result is recomputed from the settings when the
// link opens, so the link is only ever data, checked like a stored record.
//
// Payload layouts: 1 is `[1, convention, settings]`; 2 (issue 32) adds the run's own data,
// `[2, convention, settings, { timestamp, name? }]`, so a saved copy keeps the time the run was
// made and its name; 3 (issue 37) is the same array whose settings may hold a day count and the
// contract's dates. Every layout up to SHARE_FORMAT_VERSION opens; a newer one is refused.
import { EPOCH_MILLISECONDS_MAX, RUN_NAME_MAX_LENGTH } from './limits';
import { validateSettings } from './mortgage';
import { RUN_NAME_PATTERN, SettingsSchema } from './records';
import { number, object, optional, parse, string } from './schema';
import type { Settings } from './types';

/**
 * The layout of the payload this app writes; it reads every layout up to it and refuses a newer
 * one. Layout 3 is layout 2 whose settings may carry the day count and the contract's dates
 * (issue 37), which an app that reads only layout 2 would drop and compute under the spec's rule.
 */
export const SHARE_FORMAT_VERSION = 3;

/** What layout 2 carries besides the settings: the run's time and its name. */
const SharedRunSchema = object({
  timestamp: number({ min: 0, max: EPOCH_MILLISECONDS_MAX, integer: true }),
  name: optional(
    string({ minLength: 1, maxLength: RUN_NAME_MAX_LENGTH, pattern: RUN_NAME_PATTERN }),
  ),
});

/** The run's own data a link carries (layout 2): when it was made, and its name if it has one. */
export interface SharedRun {
  /** Epoch milliseconds. */
  timestamp: number;
  name?: string | undefined;
}
/**
 * The engine's convention: bump it whenever the same settings would give other figures (e.g.
 * a rounding rule) or the engine learns a new setting. A link made under a convention before
 * `FIGURES_CONVENTION_VERSION` still opens, with a note that its figures were recomputed.
 */
export const ENGINE_CONVENTION_VERSION = 4;
/**
 * The last convention that changed the figures of the same settings. Convention 3 (issue 36)
 * only added the BUDGET overpayment row, and 4 (issue 33) a variable rate's recipe, so links of
 * convention 2 keep their figures.
 */
export const FIGURES_CONVENTION_VERSION = 2;
/** Longest fragment accepted; a run with 20 overpayments and 60 rate changes needs far less. */
export const SHARE_MAX_FRAGMENT_LENGTH = 6000;
/** Most bytes a fragment may inflate to, so a small "zip bomb" cannot fill the memory. */
const MAX_INFLATED_BYTES = 64 * 1024;

/** Why a link could not be read. */
export const SHARE_LINK_ERROR_KINDS = ['malformed', 'too-large', 'unsupported', 'invalid'] as const;
export type ShareLinkErrorKind = (typeof SHARE_LINK_ERROR_KINDS)[number];

/** The only error the decoder throws, whatever the fragment holds. */
export class ShareLinkError extends Error {
  override readonly name = 'ShareLinkError';
  constructor(
    readonly kind: ShareLinkErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** A decoded link: the settings, the convention the figures were made under, and the run's data. */
export interface SharedSettings {
  settings: Settings;
  convention: number;
  /** Absent in layout-1 links, made before links carried it. */
  run?: SharedRun;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ShareLinkError('malformed', 'not base64url');
  const padded = text.replaceAll('-', '+').replaceAll('_', '/');
  let binary: string;
  try {
    binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  } catch {
    throw new ShareLinkError('malformed', 'not base64url');
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function transform(bytes: Uint8Array, stream: GenericTransformStream, limit: number) {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(stream)
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = (await reader.read()) as ReadableStreamReadResult<Uint8Array>;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ShareLinkError('too-large', `inflates past ${limit} bytes`);
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/**
 * The fragment (without `#`) that carries `payload`: its JSON, deflated, in base64url. Other
 * pages' links (the capacity page's inputs) travel the same way, each with its own payload.
 */
export async function packFragment(payload: unknown): Promise<string> {
  const deflated = await transform(
    new TextEncoder().encode(JSON.stringify(payload)),
    new CompressionStream('deflate-raw'),
    Number.POSITIVE_INFINITY,
  );
  return toBase64Url(deflated);
}

/**
 * The JSON value a fragment written by `packFragment` carries, unchecked. Throws only
 * ShareLinkError: for a malformed, truncated, oversized or hostile fragment.
 */
export async function unpackFragment(fragment: string): Promise<unknown> {
  try {
    const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
    if (text.length === 0) throw new ShareLinkError('malformed', 'empty');
    if (text.length > SHARE_MAX_FRAGMENT_LENGTH) {
      throw new ShareLinkError('too-large', `longer than ${SHARE_MAX_FRAGMENT_LENGTH}`);
    }
    const inflated = await transform(
      fromBase64Url(text),
      new DecompressionStream('deflate-raw'),
      MAX_INFLATED_BYTES,
    );
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated)) as unknown;
  } catch (error) {
    if (error instanceof ShareLinkError) throw error;
    // Corrupt deflate data, bad UTF-8 or bad JSON: all the same to the borrower.
    throw new ShareLinkError('malformed', error instanceof Error ? error.name : 'unreadable');
  }
}

/** The fragment (without `#`) that carries `settings` and the run's time and name. */
export async function encodeShareLink(settings: Settings, run?: SharedRun): Promise<string> {
  const own =
    run === undefined
      ? {}
      : { timestamp: run.timestamp, ...(run.name === undefined ? {} : { name: run.name }) };
  return packFragment([SHARE_FORMAT_VERSION, ENGINE_CONVENTION_VERSION, settings, own]);
}

/** Layout 2's run data; a link without a time (layout 1, or an empty object) has none. */
function readRun(own: unknown): { run?: SharedRun } {
  if (own === undefined || (typeof own === 'object' && own !== null && !('timestamp' in own))) {
    return {};
  }
  const parsed = parse(SharedRunSchema, own);
  if (!parsed.ok) throw new ShareLinkError('invalid', `run.${parsed.path}: ${parsed.reason}`);
  return { run: parsed.value };
}

// Two seeds of cyrb53, a small non-cryptographic hash: together 106 bits, far more than enough
// to tell apart the runs one browser saves from links.
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The id a run opened from a link is saved under: the same for the same settings, time and name,
 * so saving it again (after a reload, in a second tab) finds it saved instead of adding a copy.
 */
export function sharedRunId({ settings, run }: SharedSettings): string {
  const text = JSON.stringify([settings, run?.timestamp ?? null, run?.name ?? null]);
  return `link-${cyrb53(text, 1)}${cyrb53(text, 2)}`;
}

/**
 * Reads a fragment back into settings, checked by the same schema as a stored record. Throws
 * only ShareLinkError: for a malformed, truncated, oversized or hostile fragment.
 */
export async function decodeShareLink(fragment: string): Promise<SharedSettings> {
  const payload = await unpackFragment(fragment);
  if (!Array.isArray(payload) || payload.length < 3) {
    throw new ShareLinkError('malformed', 'not a share payload');
  }
  const [format, convention, settings, own] = payload as unknown[];
  if (
    typeof format !== 'number' ||
    !Number.isInteger(format) ||
    format < 1 ||
    format > SHARE_FORMAT_VERSION
  ) {
    throw new ShareLinkError('unsupported', `format ${String(format)}`);
  }
  if (payload.length !== (format === 1 ? 3 : 4)) {
    throw new ShareLinkError('malformed', 'not a share payload');
  }
  if (
    typeof convention !== 'number' ||
    !Number.isInteger(convention) ||
    convention < 1 ||
    convention > ENGINE_CONVENTION_VERSION
  ) {
    throw new ShareLinkError('unsupported', 'unknown engine convention');
  }
  const parsed = parse(SettingsSchema, settings);
  if (!parsed.ok) {
    throw new ShareLinkError('invalid', `settings.${parsed.path}: ${parsed.reason}`);
  }
  try {
    // The rules between fields, as for a stored record: the link must be a run the engine runs.
    validateSettings(parsed.value);
  } catch (error) {
    throw new ShareLinkError('invalid', error instanceof Error ? error.message : 'invalid');
  }
  return { settings: parsed.value, convention, ...readRun(own) };
}

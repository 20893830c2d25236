// A run shared by link, with no server: its settings travel in the URL fragment (after `#`),
// which browsers never send to a server. The fragment is JSON, deflated (CompressionStream's
// deflate-raw) and written in base64url. The result is recomputed from the settings when the
// link opens, so the link is only ever data, checked like a stored record.
import { validateSettings } from './mortgage';
import { SettingsSchema } from './records';
import { parse } from './schema';
import type { Settings } from './types';

/**
 * The layout of the payload this app writes; it reads every layout up to it and refuses a newer
 * one. Layout 2 may carry the day count and the contract's dates (issue 37), which an app that
 * reads only layout 1 would drop and compute the run under the spec's rule.
 */
export const SHARE_FORMAT_VERSION = 2;
/**
 * The engine's convention: bump it whenever the same settings would give other figures (e.g.
 * a rounding rule). A link made under an older convention still opens, with a note that its
 * figures were recomputed.
 */
export const ENGINE_CONVENTION_VERSION = 2;
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

/** A decoded link: the settings, and the convention the figures were made under. */
export interface SharedSettings {
  settings: Settings;
  convention: number;
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

/** The fragment (without `#`) that carries `settings`. */
export async function encodeShareLink(settings: Settings): Promise<string> {
  return packFragment([SHARE_FORMAT_VERSION, ENGINE_CONVENTION_VERSION, settings]);
}

/**
 * Reads a fragment back into settings, checked by the same schema as a stored record. Throws
 * only ShareLinkError: for a malformed, truncated, oversized or hostile fragment.
 */
export async function decodeShareLink(fragment: string): Promise<SharedSettings> {
  const payload = await unpackFragment(fragment);
  if (!Array.isArray(payload) || payload.length !== 3) {
    throw new ShareLinkError('malformed', 'not a share payload');
  }
  const [format, convention, settings] = payload as unknown[];
  if (
    typeof format !== 'number' ||
    !Number.isInteger(format) ||
    format < 1 ||
    format > SHARE_FORMAT_VERSION
  ) {
    throw new ShareLinkError('unsupported', `format ${String(format)}`);
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
  return { settings: parsed.value, convention };
}

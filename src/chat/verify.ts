import { ed25519 } from '@noble/curves/ed25519.js';

/** Discord signs `timestamp + body`; older or newer timestamps than this are treated as replays. */
export const MAX_TIMESTAMP_SKEW_MS = 5 * 60 * 1000;

const SIGNATURE_HEX = /^[0-9a-fA-F]{128}$/;
const TIMESTAMP = /^[0-9]{1,12}$/;

export interface SignedRequest {
  signature: string | null;
  timestamp: string | null;
  /** The body exactly as received, before any parsing. */
  body: Uint8Array;
}

/**
 * True only when the Ed25519 signature over the raw bytes of
 * `timestamp + body` verifies with the key and the timestamp is recent.
 * Every malformed input is simply "not verified": this never throws.
 */
export function verifyInteraction(request: SignedRequest, publicKey: Uint8Array, nowMs: number): boolean {
  const { signature, timestamp, body } = request;
  if (!signature || !timestamp || !SIGNATURE_HEX.test(signature) || !TIMESTAMP.test(timestamp)) return false;
  if (Math.abs(nowMs - Number(timestamp) * 1000) > MAX_TIMESTAMP_SKEW_MS) return false;
  const prefix = new TextEncoder().encode(timestamp);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  try {
    // zip215: false is RFC 8032's strict verification, what Discord's own libraries do.
    return ed25519.verify(Buffer.from(signature, 'hex'), message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}

import { createPublicKey, verify as verifyEd25519, type KeyObject } from 'node:crypto';

/** Discord signs `timestamp + body`; older or newer timestamps than this are treated as replays. */
const MAX_TIMESTAMP_SKEW_MS = 5 * 60 * 1000;

const SIGNATURE_HEX = /^[0-9a-fA-F]{128}$/;
const TIMESTAMP = /^[0-9]{1,12}$/;

/** The field prime 2^255 - 19 and the group order L (RFC 8032). */
const P = 2n ** 255n - 19n;
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
/** The curve constant d = -121665 / 121666. */
const D = (-121665n * modPow(121666n, P - 2n)) % P;
/**
 * The y coordinates of the eight points of small order (1, 2, 4 and 8):
 * 1, p - 1, 0, and the pair of order 8 (each with both signs of x).
 * tests/chat/verify.test.ts derives them from @noble/curves' torsion points.
 */
const ORDER_8_Y = 2707385501144840649318225287225658788936804267575313519463743609750303402022n;
const SMALL_ORDER_Y = new Set([0n, 1n, P - 1n, ORDER_8_Y, P - ORDER_8_Y]);

export interface SignedRequest {
  signature: string | null;
  timestamp: string | null;
  /** The body exactly as received, before any parsing. */
  body: Uint8Array;
}

/** True only when the request is signed by the verifier's key and recent; never throws on any input. */
export type InteractionVerifier = (request: SignedRequest, nowMs: number) => boolean;

/**
 * A verifier bound to one public key, on node:crypto's Ed25519 (OpenSSL):
 * native, about 0.25 ms a call, and no curve library in the function's
 * memory (@noble/curves cost ~8 MB of a cold instance's 100 MB budget,
 * docs/benchmarks.md). What RFC 8032's strict verification asks of a key and
 * a signature is checked here, so the verdict does not rest on one OpenSSL
 * build's choices: the key is a canonical encoding of a curve point that is
 * not of small order (checked once); S < L; R a canonical encoding (OpenSSL
 * recomputes R and compares its canonical bytes, so a non-canonical R never
 * verifies either). tests/chat/verify.test.ts holds every verdict to
 * @noble/curves' strict `verify` and to OpenSSL's.
 * Undefined when the key is not a usable Ed25519 public key (a configuration error).
 */
export function createInteractionVerifier(publicKey: Uint8Array): InteractionVerifier | undefined {
  if (!isUsablePublicKey(publicKey)) return undefined;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' });
  } catch {
    return undefined;
  }

  return ({ signature, timestamp, body }, nowMs) => {
    if (!signature || !timestamp || !SIGNATURE_HEX.test(signature) || !TIMESTAMP.test(timestamp)) return false;
    if (Math.abs(nowMs - Number(timestamp) * 1000) > MAX_TIMESTAMP_SKEW_MS) return false;
    const sig = Buffer.from(signature, 'hex');
    if (!isCanonicalY(sig.subarray(0, 32)) || littleEndian(sig.subarray(32, 64)) >= L) return false;
    try {
      return verifyEd25519(null, Buffer.concat([Buffer.from(timestamp, 'latin1'), body]), key, sig);
    } catch {
      return false;
    }
  };
}

/** A 32-byte encoding of a point of the curve, canonical, not of small order. */
function isUsablePublicKey(bytes: Uint8Array): boolean {
  if (bytes.length !== 32 || !isCanonicalY(bytes)) return false;
  const y = littleEndian(bytes) & ((1n << 255n) - 1n);
  if (SMALL_ORDER_Y.has(y)) return false;
  // x² = (y² - 1) / (d·y² + 1) must have a root: Euler's criterion on u·v^(p-2).
  const y2 = (y * y) % P;
  const x2 = (((y2 - 1n + P) % P) * modPow((D * y2 + 1n) % P, P - 2n)) % P;
  // x = 0 only for y = ±1, both of small order and refused above.
  return modPow(x2, (P - 1n) / 2n) === 1n;
}

/** y (the encoding without its top bit, which is x's sign) is below p. */
function isCanonicalY(bytes: Uint8Array): boolean {
  return (littleEndian(bytes) & ((1n << 255n) - 1n)) < P;
}

function littleEndian(bytes: Uint8Array): bigint {
  return BigInt(`0x${Buffer.from(bytes).reverse().toString('hex') || '0'}`);
}

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

import { ED25519_TORSION_SUBGROUP, ed25519 } from '@noble/curves/ed25519.js';
import { createHash, createPublicKey, verify as nodeVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInteractionVerifier, type SignedRequest } from '../../src/chat/verify.ts';
import { makeSigner } from './discord.ts';

const signer = makeSigner();
const key = Uint8Array.from(Buffer.from(signer.publicKeyHex, 'hex'));
const verify = createInteractionVerifier(key)!;
const NOW = 1_790_000_000_000;
const ts = String(NOW / 1000);
const body = new TextEncoder().encode('{"type":1}');

/** The curve order L, to build a non-canonical S = S + L. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

/** Two independent verdicts on the same bytes: noble's own verify (strict) and OpenSSL's. */
function oracles(request: SignedRequest, publicKey: Uint8Array) {
  const message = Buffer.concat([Buffer.from(request.timestamp ?? ''), request.body]);
  const signature = Buffer.from(request.signature ?? '', 'hex');
  let noble = false;
  try {
    noble = ed25519.verify(signature, message, publicKey, { zip215: false });
  } catch {
    noble = false;
  }
  const keyObject = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' });
  const openssl = signature.length === 64 && nodeVerify(null, message, keyObject, signature);
  return { noble, openssl };
}

/** A small deterministic generator, so a failure names the same case on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

describe('createInteractionVerifier (signatures from node:crypto)', () => {
  it('accepts a signature over timestamp + raw body', () => {
    expect(verify({ signature: signer.sign(ts, body), timestamp: ts, body }, NOW)).toBe(true);
    expect(verify({ signature: signer.sign(ts, body).toUpperCase(), timestamp: ts, body }, NOW)).toBe(true);
  });

  it('refuses timestamps more than five minutes away, either side', () => {
    for (const offset of [-301, 301]) {
      const t = String(NOW / 1000 + offset);
      expect(verify({ signature: signer.sign(t, body), timestamp: t, body }, NOW)).toBe(false);
    }
    const t = String(NOW / 1000 - 299);
    expect(verify({ signature: signer.sign(t, body), timestamp: t, body }, NOW)).toBe(true);
  });

  it('never throws on malformed input', () => {
    const good = signer.sign(ts, body);
    const cases = [
      { signature: null, timestamp: ts },
      { signature: good, timestamp: null },
      { signature: good.slice(2), timestamp: ts },
      { signature: good + 'ab', timestamp: ts },
      { signature: 'zz' + good.slice(2), timestamp: ts },
      { signature: good, timestamp: `${ts}.5` },
      { signature: good, timestamp: '-1' },
      { signature: '0'.repeat(128), timestamp: ts },
      { signature: 'f'.repeat(128), timestamp: ts },
    ];
    for (const c of cases) expect(verify({ ...c, body }, NOW)).toBe(false);
  });

  it('refuses keys that are not usable public keys', () => {
    // y = 2^255 - 1 is not below the field prime: no point has this encoding.
    expect(createInteractionVerifier(new Uint8Array(32).fill(0xff))).toBeUndefined();
    // The neutral point (y = 1) and a point of order 2 (y = -1) are of small order.
    const neutral = new Uint8Array(32);
    neutral[0] = 1;
    expect(createInteractionVerifier(neutral)).toBeUndefined();
    const minusOne = Uint8Array.from(Buffer.from('ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', 'hex'));
    expect(createInteractionVerifier(minusOne)).toBeUndefined();
    expect(createInteractionVerifier(key.subarray(0, 31))).toBeUndefined();
  });

  it('refuses every point of small order, however encoded, and any encoding noble cannot decode; accepts real keys', () => {
    // The eight torsion points (noble's list), with the sign of x flipped too: a key of small order verifies forgeries.
    for (const hex of ED25519_TORSION_SUBGROUP) {
      for (const flip of [0, 0x80]) {
        const bytes = Uint8Array.from(Buffer.from(hex, 'hex'));
        bytes[31]! ^= flip;
        expect(createInteractionVerifier(bytes), `${hex} ^ ${flip}`).toBeUndefined();
      }
    }
    // y = p and y = p + 1: 0 and 1 written without reduction.
    for (const hex of ['edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f']) {
      expect(createInteractionVerifier(Uint8Array.from(Buffer.from(hex, 'hex')))).toBeUndefined();
    }
    // Encodings of y with no x on the curve: noble refuses them, so must we.
    const random = prng(7);
    let offCurve = 0;
    for (let i = 0; i < 200; i++) {
      const bytes = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
      bytes[31]! &= 0x7f;
      let decodes = true;
      try {
        ed25519.Point.fromBytes(bytes, false).assertValidity();
      } catch {
        decodes = false;
      }
      if (!decodes) offCurve++;
      const small = decodes && ed25519.Point.fromBytes(bytes, false).isSmallOrder();
      expect(createInteractionVerifier(bytes) !== undefined, Buffer.from(bytes).toString('hex')).toBe(decodes && !small);
    }
    expect(offCurve).toBeGreaterThan(50);
    for (let i = 0; i < 20; i++) expect(createInteractionVerifier(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))).toBeDefined();
  });

  it('agrees with noble and OpenSSL on valid signatures and on every kind of tampering', () => {
    const random = prng(20261122);
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const text = `{"type":2,"id":"${i}","data":{"name":"search","options":[{"value":"caf\\u00e9 ${'x'.repeat(i * 7)}"}]}}`;
      const message = new TextEncoder().encode(text);
      const t = String(NOW / 1000 - i);
      const signature = signer.sign(t, message);
      const variants: SignedRequest[] = [{ signature, timestamp: t, body: message }];
      // One flipped bit in R, in S, in the body and in the timestamp.
      for (const part of ['R', 'S'] as const) {
        const bytes = Buffer.from(signature, 'hex');
        const at = (part === 'R' ? 0 : 32) + Math.floor(random() * 32);
        bytes[at]! ^= 1 << Math.floor(random() * 8);
        variants.push({ signature: bytes.toString('hex'), timestamp: t, body: message });
      }
      const flipped = Uint8Array.from(message);
      flipped[Math.floor(random() * flipped.length)]! ^= 1 << Math.floor(random() * 7);
      variants.push({ signature, timestamp: t, body: flipped });
      variants.push({ signature, timestamp: String(Number(t) - 1), body: message });
      // S + L: the same scalar, not reduced. RFC 8032 requires S < L.
      const sig = Buffer.from(signature, 'hex');
      const s = BigInt(`0x${Buffer.from(sig.subarray(32)).reverse().toString('hex')}`);
      const unreduced = Buffer.from((s + L).toString(16).padStart(64, '0'), 'hex').reverse();
      variants.push({ signature: Buffer.concat([sig.subarray(0, 32), unreduced]).toString('hex'), timestamp: t, body: message });

      variants.forEach((request, index) => {
        const ours = verify(request, NOW);
        const { noble, openssl } = oracles(request, key);
        expect({ case: `${i}/${index}`, ours }).toEqual({ case: `${i}/${index}`, ours: noble });
        expect({ case: `${i}/${index}`, ours }).toEqual({ case: `${i}/${index}`, ours: openssl });
        // Only the untouched signature verifies.
        expect(ours).toBe(index === 0);
        checked++;
      });
    }
    expect(checked).toBe(60 * 6);
  });

  it('refuses a non-canonical or small-order R as noble strict verification does', () => {
    const signature = Buffer.from(signer.sign(ts, body), 'hex');
    const encodings = [
      // The neutral point, canonical and with y = p + 1 (not reduced).
      '0100000000000000000000000000000000000000000000000000000000000000',
      'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
      // y = -1, a point of order 2, and the all-ones encoding (no point).
      'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
      'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
    ];
    for (const hex of encodings) {
      const forged = Buffer.concat([Buffer.from(hex, 'hex'), signature.subarray(32)]).toString('hex');
      const request = { signature: forged, timestamp: ts, body };
      expect(verify(request, NOW)).toBe(false);
      expect(oracles(request, key).noble).toBe(false);
    }
  });

  it('refuses a signature that holds only when R may be encoded non-canonically (ZIP-215 accepts it)', () => {
    // R = the neutral point (r = 0), written with y = p + 1 instead of 1; then
    // S = k·a makes [S]B = R + [k]A hold, so only the strict decoding of R refuses it.
    const secret = ed25519.utils.randomSecretKey();
    const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(secret);
    const crafted = createInteractionVerifier(pointBytes)!;
    const r = Buffer.from('eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', 'hex');
    const digest = createHash('sha512').update(r).update(pointBytes).update(ts).update(body).digest();
    const k = BigInt(`0x${Buffer.from(digest).reverse().toString('hex')}`) % L;
    const S = Buffer.from(((k * scalar) % L).toString(16).padStart(64, '0'), 'hex').reverse();
    const request = { signature: Buffer.concat([r, S]).toString('hex'), timestamp: ts, body };
    const message = Buffer.concat([Buffer.from(ts), body]);
    const signature = Buffer.concat([r, S]);
    // The case is real: ZIP-215 verification accepts it, RFC 8032 strict refuses it.
    expect(ed25519.verify(signature, message, pointBytes, { zip215: true })).toBe(true);
    expect(ed25519.verify(signature, message, pointBytes, { zip215: false })).toBe(false);
    expect(crafted(request, NOW)).toBe(false);
  });

  it('another key never verifies', () => {
    const other = makeSigner();
    expect(verify({ signature: other.sign(ts, body), timestamp: ts, body }, NOW)).toBe(false);
    const otherVerify = createInteractionVerifier(Uint8Array.from(Buffer.from(other.publicKeyHex, 'hex')))!;
    expect(otherVerify({ signature: other.sign(ts, body), timestamp: ts, body }, NOW)).toBe(true);
    expect(otherVerify({ signature: signer.sign(ts, body), timestamp: ts, body }, NOW)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { verifyInteraction } from '../../src/chat/verify.ts';
import { makeSigner } from './discord.ts';

const signer = makeSigner();
const key = Uint8Array.from(Buffer.from(signer.publicKeyHex, 'hex'));
const NOW = 1_790_000_000_000;
const ts = String(NOW / 1000);
const body = new TextEncoder().encode('{"type":1}');

describe('verifyInteraction (signatures from node:crypto)', () => {
  it('accepts a signature over timestamp + raw body', () => {
    expect(verifyInteraction({ signature: signer.sign(ts, body), timestamp: ts, body }, key, NOW)).toBe(true);
  });

  it('refuses timestamps more than five minutes away, either side', () => {
    for (const offset of [-301, 301]) {
      const t = String(NOW / 1000 + offset);
      expect(verifyInteraction({ signature: signer.sign(t, body), timestamp: t, body }, key, NOW)).toBe(false);
    }
    const t = String(NOW / 1000 - 299);
    expect(verifyInteraction({ signature: signer.sign(t, body), timestamp: t, body }, key, NOW)).toBe(true);
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
    for (const c of cases) expect(verifyInteraction({ ...c, body }, key, NOW)).toBe(false);
    // A key that is not a curve point.
    expect(verifyInteraction({ signature: good, timestamp: ts, body }, new Uint8Array(32).fill(0xff), NOW)).toBe(false);
  });
});

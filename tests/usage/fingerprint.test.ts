/**
 * The ledger's fingerprints of the bytes it has read (src/ledger/fingerprint.ts) keep
 * their values from one version to the next: a saved ledger's files are compared with
 * them, and a different hash would make every file look rewritten (read again from the
 * start, a cold run). The values below were taken from the implementation before the
 * hash loop moved into a function of its own.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FINGERPRINT_BYTES, FingerprintTaker, fingerprintsOf } from '../../src/ledger/fingerprint.ts';
import { scanFile } from '../../src/ledger/scan-file.ts';
import { tempDir } from '../helpers/paths.ts';

const dirs: Array<{ cleanup: () => Promise<void> }> = [];
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

async function fileOf(bytes: Buffer): Promise<string> {
  const d = await tempDir('fingerprint-');
  dirs.push(d);
  const path = join(d.path, 'f.jsonl');
  await writeFile(path, bytes);
  return path;
}

const pattern = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 131 + 7) & 0xff));

describe('ledger fingerprints', () => {
  it('give the values earlier versions saved', async () => {
    const path = await fileOf(pattern(10000));
    expect(fingerprintsOf(path, 0)).toEqual({ head: 'ztntfp.17wdrqx.0', tail: 'ztntfp.17wdrqx.0' });
    expect(fingerprintsOf(path, 1)).toEqual({ head: 'ug4qh.kb5dih.1', tail: 'ug4qh.kb5dih.1' });
    expect(fingerprintsOf(path, 4096)).toEqual({ head: '1j5mpxh.po8rll.4096', tail: '1j5mpxh.po8rll.4096' });
    expect(fingerprintsOf(path, 10000)).toEqual({ head: '1j5mpxh.po8rll.4096', tail: 'omvdtx.1jv4wqh.4096' });
  });

  it('stay when bytes are appended, change when the bytes read change', async () => {
    const path = await fileOf(pattern(10000));
    const before = fingerprintsOf(path, 10000);
    await appendFile(path, 'more\n');
    expect(fingerprintsOf(path, 10000)).toEqual(before);
    const changed = pattern(10000);
    changed[9000] = changed[9000]! ^ 1;
    await writeFile(path, changed);
    expect(fingerprintsOf(path, 10000).head).toBe(before.head);
    expect(fingerprintsOf(path, 10000).tail).not.toBe(before.tail);
    await writeFile(path, pattern(9000)); // shorter than the offset: the short read matches nothing recorded
    expect(fingerprintsOf(path, 10000).tail).not.toBe(before.tail);
  });

  it('taken from the bytes a read went through, equal those read again from the file', async () => {
    let checked = 0;
    let fellBack = 0;
    for (const size of [0, 1, 100, 4095, 4096, 4097, 8191, 8192, 8193, 10000, 40000]) {
      const bytes = pattern(size);
      const path = await fileOf(bytes);
      for (const chunk of [1, 7, 1000, 4096, 5000, 9000, 65536]) {
        const taker = new FingerprintTaker();
        for (let at = 0; at < size; at += chunk) taker.add(bytes.subarray(at, Math.min(size, at + chunk)), at);
        for (const offset of new Set([0, 1, 4095, 4096, 4097, size - 9000, size - 5000, size - 4096, size - 1, size].filter((o) => o >= 0 && o <= size))) {
          const got = taker.at(offset);
          checked++;
          if (got === null) {
            fellBack++;
            // Only when the bytes before the offset are no longer all kept.
            expect(size - offset + Math.min(FINGERPRINT_BYTES, offset), `size ${size} chunk ${chunk} offset ${offset}`).toBeGreaterThan(2 * FINGERPRINT_BYTES);
          } else expect(got, `size ${size} chunk ${chunk} offset ${offset}`).toEqual(fingerprintsOf(path, offset));
        }
        expect(taker.at(size + 1)).toBeNull(); // past what was seen
      }
    }
    expect(fellBack).toBeGreaterThan(0);
    expect(checked - fellBack).toBeGreaterThan(300);
  });

  it('none from bytes that do not start at the file\'s start or skip some', () => {
    const bytes = pattern(10000);
    const late = new FingerprintTaker();
    late.add(bytes.subarray(100), 100);
    expect(late.at(10000)).toBeNull();
    const gap = new FingerprintTaker();
    gap.add(bytes.subarray(0, 5000), 0);
    gap.add(bytes.subarray(6000), 6000);
    expect(gap.at(10000)).toBeNull();
  });

  it('a scan from the start gives the file\'s fingerprints up to where the next read starts, a half-written last line left out', async () => {
    const line = (i: number) => `${JSON.stringify({ type: 'assistant', uuid: `u${i}`, message: { id: `m${i}`, usage: { input_tokens: i, output_tokens: 1 } }, pad: 'x'.repeat(i * 37 % 900) })}\n`;
    const whole = Array.from({ length: 400 }, (_, i) => line(i)).join('');
    for (const text of [whole, `${whole}{"type":"assistant","half`, line(1), '{"half']) {
      const path = await fileOf(Buffer.from(text));
      const scan = await scanFile(path, 0, Buffer.byteLength(text), { main: true, titles: true, malformed: true });
      if (scan.nextOffset === 0) continue; // nothing read: the caller reads the fingerprints of nothing itself
      expect(scan.fingerprints).toEqual(fingerprintsOf(path, scan.nextOffset));
    }
    const appended = await fileOf(Buffer.from(whole));
    expect((await scanFile(appended, 1000, Buffer.byteLength(whole), { main: false, titles: true, malformed: true })).fingerprints).toBeUndefined(); // not from the start
  });
});

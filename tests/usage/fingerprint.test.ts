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
import { fingerprintsOf } from '../../src/ledger/fingerprint.ts';
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
});

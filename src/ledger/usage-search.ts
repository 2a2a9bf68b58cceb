/**
 * The usage scan's search for `"usage"` (scan-file.ts) on WebAssembly SIMD. A cold scan
 * looks for the key in every byte of the transcripts, and `Buffer.indexOf` finds a
 * pattern by `memchr` of its first byte, here a quote, which JSON has every few bytes: at
 * 1 GB that search was ~0.35 s of CPU, second only to `JSON.parse` (docs/benchmarks.md).
 * The module (usage-search.wat, assembled by `npm run wasm` into usage-search.wasm.ts) looks
 * at sixteen places at a time: a candidate has a quote, a `u` one byte after it and a `g`
 * four bytes after it, and each candidate is compared whole.
 *
 * The scan reads its chunks straight into the module's memory (`takeSearchBuffer`), so no
 * byte is copied for it. Same answers as `Buffer.indexOf` (tests/usage/usage-search.test.ts);
 * `Buffer.indexOf` itself for a buffer outside that memory (a line longer than a chunk
 * grows the reader's buffer) and where WebAssembly SIMD is not available.
 */

import { WASM_BYTES } from './usage-search.wasm.ts';

const NEEDLE = Buffer.from('"usage"');
/** Bytes the module may read past the end of a search (its last 16-byte load starts 4 bytes after the last candidate). */
const SLACK = 32;
const PAGE = 65536;

interface Searcher {
  memory: WebAssembly.Memory;
  find: (from: number, to: number) => number;
  buffer: Buffer;
  taken: boolean;
}

/** One module per thread, made on first use: null where WebAssembly SIMD is not available. */
let searcher: Searcher | null | undefined;

function searcherFor(size: number): Searcher | null {
  if (searcher !== undefined) return searcher && searcher.buffer.length >= size ? searcher : null;
  try {
    if (!WebAssembly.validate(WASM_BYTES)) return (searcher = null);
    const memory = new WebAssembly.Memory({ initial: Math.ceil((size + SLACK) / PAGE) });
    const instance = new WebAssembly.Instance(new WebAssembly.Module(WASM_BYTES), { env: { memory } });
    const find = instance.exports.find as (from: number, to: number) => number;
    return (searcher = { memory, find, buffer: Buffer.from(memory.buffer, 0, size), taken: false });
  } catch {
    return (searcher = null);
  }
}

/**
 * A buffer of `size` bytes in the module's memory for the reader to read into (`giveSearchBuffer`
 * it back), or null: none here, or it is in use (a second scan on the same thread).
 */
export function takeSearchBuffer(size: number): Buffer | null {
  const s = searcherFor(size);
  if (!s || s.taken) return null;
  s.taken = true;
  return s.buffer;
}

export function giveSearchBuffer(buf: Buffer | null): void {
  if (buf && searcher && buf === searcher.buffer) searcher.taken = false;
}

/** `buf.indexOf('"usage"', from)`, on the module when `buf` is in its memory. */
export function findUsage(buf: Buffer, from: number): number {
  const s = searcher;
  if (!s || buf.buffer !== s.memory.buffer) return buf.indexOf(NEEDLE, from);
  const base = buf.byteOffset;
  const at = s.find(base + Math.max(0, from), base + buf.length);
  return at < 0 ? -1 : at - base;
}

/**
 * The usage scan's search for `"usage"` (scan-file.ts) on WebAssembly SIMD. A cold scan
 * looks for the key in every byte of the transcripts, and `Buffer.indexOf` finds a
 * pattern by `memchr` of its first byte, here a quote, which JSON has every few bytes: at
 * 1 GB that search was ~0.35 s of CPU, second only to `JSON.parse` (docs/benchmarks.md).
 * The module below looks at sixteen places at a time: a candidate has a quote, a `u` one
 * byte after it and a `g` four bytes after it, and each candidate is compared whole.
 *
 * The scan reads its chunks straight into the module's memory (`takeSearchBuffer`), so no
 * byte is copied for it. Same answers as `Buffer.indexOf` (tests/usage/usage-search.test.ts);
 * `Buffer.indexOf` itself for a buffer outside that memory (a line longer than a chunk
 * grows the reader's buffer) and where WebAssembly SIMD is not available.
 */

const NEEDLE = Buffer.from('"usage"');
/** Bytes the module may read past the end of a search (its last 16-byte load starts 4 bytes after the last candidate). */
const SLACK = 32;
const PAGE = 65536;

// A few opcodes of the WebAssembly binary format, enough for one function.
const I32 = 0x7f;
const V128 = 0x7b;
const [BLOCK, LOOP, IF, END, BR, BR_IF, RETURN, EMPTY] = [0x02, 0x03, 0x04, 0x0b, 0x0c, 0x0d, 0x0f, 0x40];
const [I32_EQZ, I32_EQ, I32_GT_U, I32_GE_U, I32_CTZ, I32_ADD, I32_SUB, I32_AND] = [0x45, 0x46, 0x4b, 0x4f, 0x68, 0x6a, 0x6b, 0x71];
const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) return [...out, b];
    out.push(b | 0x80);
  }
};
const get = (i: number) => [0x20, ...uleb(i)];
const set = (i: number) => [0x21, ...uleb(i)];
const tee = (i: number) => [0x22, ...uleb(i)];
const i32 = (n: number) => [0x41, ...sleb(n)];
const load32 = (offset: number) => [0x28, 0x00, ...uleb(offset)];
const simd = (op: number, ...imm: number[]) => [0xfd, ...uleb(op), ...imm];
const loadV = (offset: number) => simd(0x00, 0x00, ...uleb(offset));
const [SPLAT, EQ8, AND_V, BITMASK] = [simd(0x0f), simd(0x23), simd(0x4e), simd(0x64)];
const vec = (items: number[][]) => [...uleb(items.length), ...items.flat()];
const name = (s: string) => [...uleb(s.length), ...Buffer.from(s)];
const section = (id: number, bytes: number[]) => [id, ...uleb(bytes.length), ...bytes];

/**
 * `find(from, to)`: the first p with from <= p, p + 7 <= to and `"usage"` at p; -1 when none.
 * Locals: 0 `from`, then the position i; 1 `to`; 2 the candidates' bit mask; 3 p; 4-6 the three bytes in every lane.
 *
 *   quote, u, g = splat '"', 'u', 'g'
 *   loop while i < to:
 *     bits = bitmask((load(i) == quote) & (load(i + 1) == u) & (load(i + 4) == g))
 *     while bits: p = i + ctz(bits); if p + 7 > to: return -1
 *                 if load32(p) == '"usa' and load32(p + 3) == 'age"': return p
 *                 bits &= bits - 1
 *     i += 16
 *   return -1
 */
function findModule(): Uint8Array<ArrayBuffer> {
  const [from, to, bits, p, quote, u, g] = [0, 1, 2, 3, 4, 5, 6];
  const lanes = (local: number, offset: number) => [...get(from), ...loadV(offset), ...get(local), ...EQ8];
  const code = [
    ...i32(0x22), ...SPLAT, ...set(quote),
    ...i32(0x75), ...SPLAT, ...set(u),
    ...i32(0x67), ...SPLAT, ...set(g),
    BLOCK, EMPTY, LOOP, EMPTY,
    ...get(from), ...get(to), I32_GE_U, BR_IF, 1,
    ...lanes(quote, 0), ...lanes(u, 1), ...AND_V, ...lanes(g, 4), ...AND_V, ...BITMASK, ...set(bits),
    BLOCK, EMPTY, LOOP, EMPTY,
    ...get(bits), I32_EQZ, BR_IF, 1,
    ...get(from), ...get(bits), I32_CTZ, I32_ADD, ...tee(p),
    ...i32(7), I32_ADD, ...get(to), I32_GT_U, IF, EMPTY, ...i32(-1), RETURN, END,
    ...get(p), ...load32(0), ...i32(NEEDLE.readInt32LE(0)), I32_EQ,
    IF, EMPTY, ...get(p), ...load32(3), ...i32(NEEDLE.readInt32LE(3)), I32_EQ, IF, EMPTY, ...get(p), RETURN, END, END,
    ...get(bits), ...get(bits), ...i32(1), I32_SUB, I32_AND, ...set(bits),
    BR, 0, END, END,
    ...get(from), ...i32(16), I32_ADD, ...set(from),
    BR, 0, END, END,
    ...i32(-1), END,
  ];
  const body = [...vec([[2, I32], [3, V128]]), ...code];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vec([[0x60, ...vec([[I32], [I32]]), ...vec([[I32]])]])), // type: (i32, i32) -> i32
    ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x00, ...uleb(1)]])), // imports its memory
    ...section(3, vec([[0x00]])),
    ...section(7, vec([[...name('find'), 0x00, 0x00]])),
    ...section(10, vec([[...uleb(body.length), ...body]])),
  ]);
}

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
    const bytes = findModule();
    if (!WebAssembly.validate(bytes)) return (searcher = null);
    const memory = new WebAssembly.Memory({ initial: Math.ceil((size + SLACK) / PAGE) });
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { memory } });
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

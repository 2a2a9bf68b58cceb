/**
 * The numeric columns of the ledger (accounting.ts), one slot per counted message, as
 * typed arrays grown by doubling. A ledger restored from disk adopts the arrays it was
 * saved as, copied whole: converting them into plain arrays (Array.from) was most of a
 * warm `toolshed usage`'s decode time (33-100 ms for the 41,000 messages of 1 GB, in a
 * process that has just started), and typed arrays are a third of the memory.
 */
export class MessageColumns {
  /** Model id per slot (an index into the ledger's interned model names). */
  model: Int32Array;
  /** 1 while every copy of the message seen was a sidechain's. */
  sidechain: Uint8Array;
  /** ms since the epoch, NaN when unknown. */
  time: Float64Array;
  /** Five numbers per slot, in TokenCounts order. */
  counts: Float64Array;

  constructor(model = new Int32Array(0), sidechain = new Uint8Array(0), time = new Float64Array(0), counts = new Float64Array(0)) {
    this.model = model;
    this.sidechain = sidechain;
    this.time = time;
    this.counts = counts;
  }

  /** Makes room for `slot` (new slots read as zero, time NaN). */
  ensure(slot: number): void {
    const capacity = this.time.length;
    if (slot < capacity) return;
    const next = Math.max(1024, slot + 1, capacity * 2);
    const grow = <T extends Int32Array | Uint8Array | Float64Array>(from: T, to: T): T => (to.set(from), to);
    this.model = grow(this.model, new Int32Array(next));
    this.sidechain = grow(this.sidechain, new Uint8Array(next));
    this.time = grow(this.time, new Float64Array(next).fill(NaN));
    this.counts = grow(this.counts, new Float64Array(next * 5));
  }
}

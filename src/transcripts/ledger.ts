/**
 * The global ledger of counted messages (the rules in accounting.ts: one entry per
 * message key, the line with the largest output wins, a main-thread copy claims the
 * message, a message stays with the session where it was seen first).
 */
import type { AssistantLine } from './schemas.ts';
import { accountingKey, lineTimeMs, usageToCounts, type TokenCounts } from './accounting.ts';
import { MessageColumns } from './ledger-columns.ts';

/** What reports read of a counted message (`Ledger.entries`: no key, no time string made). */
export interface LedgerEntry {
  sessionId: string;
  model: string;
  /** False as soon as any copy of the message is on the main thread. */
  sidechain: boolean;
  /** The time of the line that gave its figures (ms since the epoch), null when it has none that parses. */
  timeMs: number | null;
  counts: TokenCounts;
}

/** One counted assistant message. */
export interface AccountedMessage extends LedgerEntry {
  key: string;
  /** `timeMs` as ISO 8601 (UTC). */
  timestamp: string | null;
}


/**
 * The global ledger of counted messages. It is the largest thing the index keeps (one
 * entry per counted message, ~180k at 1 GB of transcripts), so entries are stored in
 * typed columns (ledger-columns.ts: model names interned, counts in one flat array)
 * rather than as one object graph each: a fraction of the memory, and no long-lived
 * object per message for the GC to trace.
 * `messagesOf` and `all` hand out fresh `AccountedMessage` objects.
 */
export class Ledger {
  readonly #byKey = new Map<string, number>();
  readonly #bySession = new Map<string, number[]>();
  readonly #models: string[] = [];
  readonly #modelIds = new Map<string, number>();
  // Columns, one slot per message; a removed session's slots are reused.
  readonly #key: Array<string | undefined> = [];
  #session: string[] = [];
  #cols = new MessageColumns();
  readonly #free: number[] = [];

  #modelId(model: string): number {
    let id = this.#modelIds.get(model);
    if (id === undefined) {
      id = this.#models.length;
      this.#models.push(model);
      this.#modelIds.set(model, id);
    }
    return id;
  }

  #setCounts(slot: number, c: TokenCounts): void {
    const i = slot * 5;
    const k = this.#cols.counts;
    k[i] = c.input;
    k[i + 1] = c.output;
    k[i + 2] = c.cacheWrite5m;
    k[i + 3] = c.cacheWrite1h;
    k[i + 4] = c.cacheRead;
  }

  #message(slot: number): AccountedMessage {
    if (this.#keyText !== null) this.#keyIndex();
    const i = slot * 5;
    const c = this.#cols.counts;
    return {
      key: this.#key[slot]!,
      sessionId: this.#session[slot]!,
      model: this.#models[this.#cols.model[slot]!]!,
      sidechain: this.#cols.sidechain[slot] === 1,
      timeMs: this.#timeOf(slot),
      timestamp: this.#timestampOf(slot),
      counts: { input: c[i]!, output: c[i + 1]!, cacheWrite5m: c[i + 2]!, cacheWrite1h: c[i + 3]!, cacheRead: c[i + 4]! },
    };
  }

  /** Adds an assistant line; returns the session whose figures changed, or null. */
  add(sessionId: string, line: AssistantLine, fallbackKey: string): string | null {
    const key = accountingKey(line, fallbackKey);
    if (key === null) return null;
    const credited = this.addCounted(sessionId, key, usageToCounts(line.message.usage!), line.message.model, line.isSidechain === true, line.timestamp);
    return this.#changed ? credited : null;
  }

  /** Whether the last `addCounted` changed what the ledger keeps. */
  #changed = false;

  /**
   * `add` of a counted line by its key and fields, with one look-up of the key (the fold
   * of a scan's columns, which has no line object to give): returns the session the
   * message is credited to, `sessionId` when it is new. `counts` is copied, not kept.
   */
  addCounted(sessionId: string, key: string, counts: TokenCounts, model: string | null | undefined, sidechain: boolean, timestamp: string | null | undefined): string {
    return this.addCountedAt(sessionId, key, counts, model, sidechain, lineTimeMs(timestamp));
  }

  /**
   * `addCounted` with the line's time already read (`lineTimeMs`): a scan's columns carry
   * it, taken on the thread that read the line, so the main thread's fold parses no date.
   */
  addCountedAt(sessionId: string, key: string, counts: TokenCounts, model: string | null | undefined, sidechain: boolean, timeMs: number | null): string {
    const existing = this.#keyIndex().get(key);
    this.#changed = true;
    if (existing === undefined) {
      const slot = this.#free.pop() ?? this.#key.length;
      this.#key[slot] = key;
      this.#session[slot] = sessionId;
      this.#cols.ensure(slot);
      this.#cols.model[slot] = this.#modelId(model ?? 'unknown');
      this.#cols.sidechain[slot] = sidechain ? 1 : 0;
      this.#cols.time[slot] = timeMs ?? NaN;
      this.#setCounts(slot, counts);
      this.#byKey.set(key, slot);
      let slots = this.#bySession.get(sessionId);
      if (!slots) this.#bySession.set(sessionId, (slots = []));
      slots.push(slot);
      return sessionId;
    }
    let changed = false;
    if (counts.output > this.#cols.counts[existing * 5 + 1]!) {
      this.#setCounts(existing, counts);
      // A line without a time keeps the time before (the timestamp of an earlier line of the message).
      if (timeMs !== null) this.#cols.time[existing] = timeMs;
      changed = true;
    }
    if (this.#cols.sidechain[existing] === 1 && !sidechain) {
      this.#cols.sidechain[existing] = 0;
      changed = true;
    }
    this.#changed = changed;
    return this.#session[existing]!;
  }

  /**
   * The live entries as compact columns (for the index snapshot: typed arrays and
   * interned session ids decode in a few milliseconds); `fromState` reads them back.
   */
  exportState(): LedgerState {
    const n = this.#keyIndex().size;
    if (this.#inSlotOrder) return this.#exportSlots(n);
    const sessions: string[] = [];
    const sessionIds = new Map<string, number>();
    const keys: string[] = [];
    const st: LedgerState = { models: [...this.#models], sessions, key: '', session: new Int32Array(n), model: new Int32Array(n), sidechain: new Uint8Array(n), timestamp: new Float64Array(n), counts: new Float64Array(n * 5) };
    let i = 0;
    for (const slot of this.#keyIndex().values()) {
      const sess = this.#session[slot]!;
      let sid = sessionIds.get(sess);
      if (sid === undefined) sessionIds.set(sess, (sid = sessions.push(sess) - 1));
      keys.push(this.#key[slot]!);
      st.session[i] = sid;
      st.model[i] = this.#cols.model[slot]!;
      st.sidechain[i] = this.#cols.sidechain[slot]!;
      st.timestamp[i] = this.#cols.time[slot]!;
      st.counts.set(this.#cols.counts.subarray(slot * 5, slot * 5 + 5), i * 5);
      i++;
    }
    st.key = keys.join('\n'); // one string: decoded at memcpy speed, split only when keys are needed
    return st;
  }

  /**
   * True while no session was removed: slots 0 … n-1 are then the live entries in the
   * order `exportState` gives them (the key map's order), so a cold ledger (~180k
   * entries at 1 GB) is exported by copying its columns whole rather than slot by slot.
   */
  #inSlotOrder = true;

  #exportSlots(n: number): LedgerState {
    const sessions: string[] = [];
    const sessionIds = new Map<string, number>();
    const session = new Int32Array(n);
    const names = this.#session;
    let last: string | undefined;
    let lastId = -1;
    for (let slot = 0; slot < n; slot++) {
      const name = names[slot]!;
      // A session's messages are mostly next to each other: one look-up per run of them.
      if (name !== last) {
        last = name;
        lastId = sessionIds.get(name) ?? -1;
        if (lastId === -1) sessionIds.set(name, (lastId = sessions.push(name) - 1));
      }
      session[slot] = lastId;
    }
    const c = this.#cols;
    return { models: [...this.#models], sessions, key: this.#key.slice(0, n).join('\n'), session, model: c.model.slice(0, n), sidechain: c.sidechain.slice(0, n), timestamp: c.time.slice(0, n), counts: c.counts.slice(0, n * 5) };
  }

  static fromState(st: LedgerState): Ledger {
    const l = new Ledger();
    const n = st.session.length;
    if (typeof st.key !== 'string' || !Array.isArray(st.models) || !Array.isArray(st.sessions)) throw new Error('ledger columns missing');
    if (!(st.session instanceof Int32Array && st.model instanceof Int32Array && st.sidechain instanceof Uint8Array && st.timestamp instanceof Float64Array && st.counts instanceof Float64Array)) throw new Error('ledger columns of the wrong type');
    if (st.model.length !== n || st.sidechain.length !== n || st.timestamp.length !== n || st.counts.length !== n * 5) throw new Error('ledger columns differ in length');
    st.models.forEach((m) => l.#modelId(m));
    // One plain loop (optimised on the stack early on) for what needs a look per entry; the
    // numeric columns copied whole (ledger-columns.ts), not kept as views into the bytes read.
    const names = st.sessions;
    const models = st.models.length;
    const session = new Array<string>(n);
    const bySession = l.#bySession;
    for (let slot = 0; slot < n; slot++) {
      const name = names[st.session[slot]!];
      const model = st.model[slot]!;
      if (typeof name !== 'string' || !(model >= 0 && model < models)) throw new Error('bad ledger entry');
      session[slot] = name;
      const slots = bySession.get(name);
      if (slots) slots.push(slot);
      else bySession.set(name, [slot]);
    }
    l.#session = session;
    l.#cols = new MessageColumns(st.model.slice(), st.sidechain.slice(), st.timestamp.slice(), st.counts.slice());
    l.#keyText = n ? st.key : null;
    l.#keyCount = n;
    return l;
  }

  #keyText: string | null = null;
  #timeOf(slot: number): number | null {
    const t = this.#cols.time[slot]!;
    return Number.isNaN(t) ? null : t;
  }

  #timestampOf(slot: number): string | null {
    const t = this.#timeOf(slot);
    return t === null ? null : new Date(t).toISOString();
  }
  #keyCount = 0;

  #keyIndex(): Map<string, number> {
    if (this.#keyText !== null) {
      const keys = this.#keyText.split('\n');
      this.#keyText = null;
      if (keys.length !== this.#keyCount) throw new Error('ledger keys do not match their entries');
      for (let slot = 0; slot < keys.length; slot++) {
        this.#key[slot] = keys[slot]!;
        this.#byKey.set(keys[slot]!, slot);
      }
    }
    return this.#byKey;
  }

  /** The counted message of a key, when there is one. */
  get(key: string): AccountedMessage | undefined {
    const slot = this.#keyIndex().get(key);
    return slot === undefined ? undefined : this.#message(slot);
  }

  /** The session a counted message is credited to, or undefined when no line with this key was counted. */
  sessionOf(key: string): string | undefined {
    const slot = this.#keyIndex().get(key);
    return slot === undefined ? undefined : this.#session[slot];
  }

  messagesOf(sessionId: string): AccountedMessage[] {
    const slots = this.#bySession.get(sessionId);
    return slots ? slots.map((s) => this.#message(s)) : [];
  }

  removeSession(sessionId: string): void {
    this.#keyIndex();
    const slots = this.#bySession.get(sessionId);
    if (!slots) return;
    this.#inSlotOrder = false; // its slots are reused by later messages, out of the key map's order
    for (const s of slots) {
      this.#keyIndex().delete(this.#key[s]!);
      this.#key[s] = undefined;
      this.#cols.time[s] = NaN;
      this.#free.push(s);
    }
    this.#bySession.delete(sessionId);
  }

  /** Every counted message, for reports across sessions. */
  *all(): IterableIterator<AccountedMessage> {
    for (const slot of this.#keyIndex().values()) yield this.#message(slot);
  }

  /**
   * Every counted message as reports read it: without its key and time string, so a
   * ledger restored from disk is read without splitting its keys or making a string
   * per message (a warm `toolshed usage` reads only this).
   */
  *entries(): IterableIterator<LedgerEntry> {
    // Restored and untouched: slots 0 … n-1 are exactly the live entries.
    if (this.#keyText !== null) for (let slot = 0; slot < this.#keyCount; slot++) yield this.#entry(slot);
    else for (const slot of this.#byKey.values()) yield this.#entry(slot);
  }

  /** A session's counted messages as `entries()` gives them (what a usage summary reads: no key, no time string). */
  entriesOf = (sessionId: string): LedgerEntry[] => (this.#bySession.get(sessionId) ?? []).map((s) => this.#entry(s));

  #entry(slot: number, c = this.#cols.counts, i = slot * 5): LedgerEntry {
    return { sessionId: this.#session[slot]!, model: this.#models[this.#cols.model[slot]!]!, sidechain: this.#cols.sidechain[slot] === 1, timeMs: this.#timeOf(slot), counts: { input: c[i]!, output: c[i + 1]!, cacheWrite5m: c[i + 2]!, cacheWrite1h: c[i + 3]!, cacheRead: c[i + 4]! } };
  }

  get size(): number {
    return this.#keyIndex().size;
  }
  /** The sessions credited with at least one message. */
  sessionIds = (): IterableIterator<string> => this.#bySession.keys();

  /** The columns `entries()` reads, in its order, for sums without an object per message (src/usage/columns.ts). Read-only. */
  columns(): LedgerColumns {
    const restored = this.#keyText !== null;
    return { slots: restored ? null : { [Symbol.iterator]: () => this.#byKey.values() }, count: restored ? this.#keyCount : 0, session: this.#session, models: this.#models, model: this.#cols.model, sidechain: this.#cols.sidechain, time: this.#cols.time, counts: this.#cols.counts };
  }
}

/** See `Ledger.columns()`: the live slots (null: 0 … count-1), and per slot its session, model id, sidechain flag (1: sidechain), time (NaN: none) and five counts. */
export interface LedgerColumns {
  slots: Iterable<number> | null;
  count: number;
  session: readonly string[]; models: readonly string[];
  model: ArrayLike<number>; sidechain: ArrayLike<number>; time: ArrayLike<number>; counts: ArrayLike<number>;
  /** Set when a slot stands for several messages (the ledger's digest, src/ledger/digest.ts): how many, and the latest time among them (`time` is the earliest). */
  messages?: ArrayLike<number>; last?: ArrayLike<number>;
}

/** The ledger as plain columns (one entry per counted message). */
export interface LedgerState {
  models: string[];
  /** Session ids, referred to by index from `session`. */
  sessions: string[];
  /** The entries' keys joined by newlines. */
  key: string;
  session: Int32Array;
  model: Int32Array;
  sidechain: Uint8Array;
  /** ms since epoch, NaN when unknown. */
  timestamp: Float64Array;
  /** Five per entry, in TokenCounts order. */
  counts: Float64Array;
}

/**
 * Pure: calls that run a function of the file later, and how long they wait,
 * as data for the front ends (lang/lower.ts turns a timer into a `Loop`
 * node, ir/types.ts `every`) and for ir/exhaustion.ts (how long a loop's
 * body sleeps each turn):
 *
 * - timers that repeat (`setInterval`), and timers that fire once
 *   (`setTimeout`, Python's `threading.Timer`): once, unless the function
 *   they run arms them again, which makes a loop of it;
 * - calls that wait for a time (`time.sleep`, `asyncio.sleep`, Go's
 *   `time.Sleep`, `time.Tick`, `time.NewTicker`), with the unit their
 *   number is in;
 * - calls that start a thread, a process or a task running a function they
 *   are given (`threading.Thread(target=f)`, `multiprocessing.Process`,
 *   an executor's `submit`): given the function that makes the call, each
 *   copy starts another.
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { constantText, type Call, type Loop, type Origin, type Program, type Word } from '../ir/types.ts';
import { timerShape, type LoopLang } from './loops.ts';

/** The argument (among those that are no function) holding the delay, and milliseconds per unit of it. */
interface Delay {
  at: number;
  ms: number;
}

/** Timers that run their function again and again. */
const REPEATING: Record<string, Delay> = {
  setInterval: { at: 0, ms: 1 },
  'timers.setInterval': { at: 0, ms: 1 },
};

/** Timers that run their function once, after a delay. */
const ONCE: Record<string, Delay> = {
  setTimeout: { at: 0, ms: 1 },
  'timers.setTimeout': { at: 0, ms: 1 },
  setImmediate: { at: -1, ms: 0 },
  'process.nextTick': { at: -1, ms: 0 },
  'threading.Timer': { at: 0, ms: 1000 },
  queueMicrotask: { at: -1, ms: 0 },
  'time.AfterFunc': { at: 0, ms: 1e-6 },
  'asyncio.AbstractEventLoop.call_later': { at: 0, ms: 1000 },
  'asyncio.AbstractEventLoop.call_soon': { at: -1, ms: 0 },
  'asyncio.AbstractEventLoop.call_soon_threadsafe': { at: -1, ms: 0 },
};

/** Calls that sleep or tick: Python's seconds, Go's nanoseconds (a `time.Duration`), JavaScript's milliseconds. */
const WAITS_FOR: Record<string, Delay> = {
  'time.sleep': { at: 0, ms: 1000 },
  'asyncio.sleep': { at: 0, ms: 1000 },
  'time.Sleep': { at: 0, ms: 1e-6 },
  'time.Tick': { at: 0, ms: 1e-6 },
  'time.NewTicker': { at: 0, ms: 1e-6 },
  'time.After': { at: 0, ms: 1e-6 },
  'timers/promises.setTimeout': { at: 0, ms: 1 },
  ...REPEATING,
  ...ONCE,
};

/** Calls that start a thread, a process or a task running the function they are given. */
export const STARTS_TARGET = /^(?:threading\.Thread|multiprocessing\.Process|_thread\.start_new(?:_thread)?|concurrent\.futures\.(?:Thread|Process)PoolExecutor\.submit|asyncio\.(?:to_thread|create_task|ensure_future)|worker_threads\.Worker)$/;

/** What kind of timer a call is, by its name: one that repeats, one that fires once, or none. */
export function timerOf(callee: string): 'repeats' | 'once' | undefined {
  return REPEATING[callee] ? 'repeats' : ONCE[callee] ? 'once' : undefined;
}

/** The delay of a timer or a sleep in milliseconds, from the call's name and its arguments that are no function. */
export function delayMs(callee: string, args: readonly Word[]): number | undefined {
  const delay = WAITS_FOR[callee];
  if (!delay) return undefined;
  if (delay.at < 0) return 0;
  // A timer given no delay fires at once (`setTimeout(f)`).
  const word = args[delay.at];
  if (!word) return REPEATING[callee] || ONCE[callee] ? 0 : undefined;
  const n = Number(constantText(word));
  return Number.isFinite(n) ? n * delay.ms : undefined;
}

/** The same, for a call node of the IR. */
export const callDelayMs = (c: Call) => delayMs(constantText(c.callee) ?? '', c.args);

/** A timer's delay as the `every` of its loop: milliseconds as text, or nothing when not read as a number. */
export function delayWord(callee: string, args: readonly Word[]): Word | undefined {
  const ms = delayMs(callee, args);
  return ms === undefined ? undefined : { parts: [{ lit: String(ms) }] };
}

/**
 * The loop a timer makes of the function it runs (`body`, lowered after it, `span` nodes): endless, waiting a
 * turn, never left by the function's own `return` (clearing the timer is ir/exhaustion.ts's to read).
 */
export function timerLoop(body: SyntaxNode, lang: Program['lang'], every: Word | undefined, span: number, origin: Origin): Loop {
  return { kind: 'loop', endless: true, exits: false, waits: true, ...timerShape(body, lang as LoopLang), ...(every ? { every } : {}), span, origin };
}

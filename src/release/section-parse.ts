/**
 * Parsing one changelog section without ever stalling the host. remark's
 * tokenizer is quadratic on some inputs (`[x](` repeated, deeply nested
 * lists) and synchronous, so a hostile changelog could hold the event loop for
 * minutes. Three bounds, cheapest first:
 *  1. the section is cut to MAX_SECTION_CHARS before anything reads it;
 *  2. a linear pre-scan refuses the known pathological shapes outright;
 *  3. the parse runs in a worker thread that is terminated at its deadline
 *     (counted once the worker has loaded the parser).
 * The caller turns a refusal or a missed deadline into a failed check (500,
 * `last_error` set, nothing stored), so the next run tries again.
 *
 * The worker runs this same file (its own `import.meta.url`), so it works
 * unbundled (`npm start`, tests) and inside a single-file function bundle.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseSectionText, type ChangelogSection } from './changelog.ts';

/** No real release notes come near this (the largest we know are a few KB). */
export const MAX_SECTION_CHARS = 256 * 1024;
/** Link openers on one line; each unmatched `[x](` makes remark rescan the rest of the line. */
export const MAX_BRACKETS_PER_LINE = 256;
/** List markers or quote markers stacked on one line (`- - - - x`, `> > > x`). */
const MAX_CONTAINER_MARKERS = 16;
/**
 * Columns of indentation before a list item: 64 is over 16 levels of nesting (real
 * release notes rarely pass 3). Deeper lists cost remark quadratic time, and a
 * deadline alone would make the outcome depend on how fast the machine is.
 */
const MAX_LIST_INDENT = 64;
/** The worker's heap: a 256 KB section never needs more; a runaway parse stops here. */
const WORKER_HEAP_MB = 256;
const WORKER_MARK = 'toolshed.release.parseSection';

/** A section this module will not parse; its message is safe to show and store. */
export class SectionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SectionRefusedError';
  }
}

/** Cut at the last line break before the cap (or at the cap, never inside a surrogate pair). */
export function capSection(text: string): { text: string; truncated: boolean } {
  if (text.length <= MAX_SECTION_CHARS) return { text, truncated: false };
  let end = text.lastIndexOf('\n', MAX_SECTION_CHARS);
  if (end < MAX_SECTION_CHARS / 2) end = MAX_SECTION_CHARS;
  if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
  return { text: text.slice(0, end), truncated: true };
}

const CONTAINER_PREFIX = /^(?:[ \t]{0,3}(?:[-*+]|\d{1,9}[.)]|>)(?=[ \t]|$)[ \t]*)+/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/** Why this section would take remark unreasonably long, or undefined. Linear in its length. */
export function pathology(text: string): string | undefined {
  let offset = 0;
  let lineNumber = 0;
  while (offset < text.length) {
    let next = text.indexOf('\n', offset);
    if (next < 0) next = text.length;
    lineNumber++;
    let brackets = 0;
    for (let i = offset; i < next; i++) if (text.charCodeAt(i) === 91 /* [ */ && ++brackets > MAX_BRACKETS_PER_LINE) break;
    if (brackets > MAX_BRACKETS_PER_LINE) return `line ${lineNumber} has more than ${MAX_BRACKETS_PER_LINE} link brackets`;
    // Only the line's start can stack containers; 200 characters hold far more than the limit.
    const prefix = CONTAINER_PREFIX.exec(text.slice(offset, Math.min(next, offset + 200)))?.[0] ?? '';
    const markers = prefix.match(/[-*+>]|\d[.)]/g)?.length ?? 0;
    if (markers > MAX_CONTAINER_MARKERS) return `line ${lineNumber} nests more than ${MAX_CONTAINER_MARKERS} lists or quotes`;
    let columns = 0;
    let at = offset;
    for (; at < next; at++) {
      const c = text.charCodeAt(at);
      if (c === 32 /* space */) columns++;
      else if (c === 9 /* tab */) columns += 4 - (columns % 4);
      else break;
    }
    if (columns > MAX_LIST_INDENT && LIST_MARKER.test(text.slice(at, Math.min(next, at + 12)))) {
      return `line ${lineNumber} indents a list item more than ${MAX_LIST_INDENT} columns (over 16 levels of nesting)`;
    }
    offset = next + 1;
  }
  return undefined;
}

export interface BoundedParse {
  section: ChangelogSection;
  /** The section was longer than MAX_SECTION_CHARS and its end was not read. */
  truncated: boolean;
}

/**
 * Parse a located section's Markdown (`locateSections`) within `timeoutMs`.
 * Rejects with SectionRefusedError when the text is pathological or the
 * deadline passes; the worker is then terminated, whatever it was doing.
 */
export async function parseSectionBounded(text: string, version: string, timeoutMs: number): Promise<BoundedParse> {
  const capped = capSection(text);
  const problem = pathology(capped.text);
  if (problem) throw new SectionRefusedError(`The changelog section of version ${version} was not parsed: ${problem}`);
  const section = await inWorker(capped.text, version, timeoutMs);
  return { section, truncated: capped.truncated };
}

/**
 * The deadline counts from the moment the worker has loaded the parser, not
 * from its start: on a busy machine loading takes seconds, and that is not the
 * hostile part. Loading has a deadline of its own, the same length.
 */
function inWorker(text: string, version: string, timeoutMs: number): Promise<ChangelogSection> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { [WORKER_MARK]: { text, version } },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // The parse needs no stdin, and its output must not interleave with the host's log.
      stdin: false,
      stdout: true,
      stderr: true,
    });
    let settled = false;
    let timer: NodeJS.Timeout;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const refuse = (message: string) => settle(() => reject(new SectionRefusedError(`The changelog section of version ${version} ${message}`)));
    const arm = (what: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => refuse(`${what} within ${Math.round(timeoutMs)} ms`), timeoutMs);
    };
    arm('could not be parsed (the parser did not start)');
    worker.on('message', (message: { ready: true } | { section: ChangelogSection }) => {
      if ('ready' in message) arm('could not be parsed');
      else settle(() => resolve(message.section));
    });
    worker.once('error', (error) => refuse(`could not be parsed: ${error.message.split('\n')[0]}`));
    worker.once('exit', (code) => refuse(`could not be parsed (the parser stopped with code ${code})`));
  });
}

// Inside the worker: parse, answer, and let the thread end.
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[WORKER_MARK]) {
  const job = (workerData as Record<string, { text: string; version: string }>)[WORKER_MARK]!;
  // Everything is loaded by now: the parse's own deadline starts.
  parentPort.postMessage({ ready: true });
  parentPort.postMessage({ section: parseSectionText(job.text, job.version) });
}

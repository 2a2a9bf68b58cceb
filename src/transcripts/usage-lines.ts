/**
 * What the usage ledger keeps of a transcript file (src/ledger/scan-file.ts's `FileScan`
 * without the counted lines), taken from the lines the index parses anyway: the first
 * scan of `toolshed chats` builds the ledger in the same pass as its index, never
 * reading the bytes twice. The usage scan parses only some lines; this follows the same
 * rules line by line, so the result is the one a usage scan of the file gives
 * (tests/transcripts/single-pass.test.ts compares the two on real-shaped corpora):
 *
 * - a line is "read for usage" when it holds `"usage"`, or starts `{"type":"summary"` /
 *   `{"type":"custom-title"` (blanks allowed); until a main file's working directory and
 *   first prompt are found, also any line holding `"summary"`, `"custom-title"`, `"cwd"`
 *   (while wanted) or `"user"` (while wanted);
 * - malformed: a line whose first and last non-blank characters are not braces, and a
 *   line read for usage that does not parse (not the file's unfinished last line);
 * - the next offset: the index's, except that an unterminated last line counts only when
 *   it was read for usage and parsed.
 */
import { blocksOf, entryCwd } from './lines.ts';
import type { Entry } from './schemas.ts';
import { isTypedPromptLine, titleOfPrompt } from './entry-classifier.ts';

/** What the ledger keeps of a file besides its counted lines (the ledger's `FileScan` fields). */
export interface UsageFileView {
  /** First `cwd` of the file's lines (main files only). */
  cwd: string | null;
  /** Last summary and custom title lines of the file. */
  summaryTitle: string | null;
  customTitle: string | null;
  /** First prompt of the main thread (main files only), as the index takes it. */
  firstPrompt: string | null;
  /** Lines that are not a JSON object, and lines read for usage that were malformed. */
  malformed: number;
  /**
   * Where the next read of the file starts: after the last complete line read. Bytes
   * after the last newline count only when they were parsed as a whole line (a line
   * still being written waits for the next read).
   */
  nextOffset: number;
}

const blank = (c: number) => c === 32 || c === 9 || c === 13;
const TITLE_FIRST_KEY = /^[ \t\r]*\{[ \t\r]*"type"[ \t\r]*:[ \t\r]*"(?:summary|custom-title)"/;

/** First and last non-blank characters are braces (scan-file.ts's `objectShaped`). */
function objectShaped(text: string): boolean {
  let a = 0;
  let b = text.length - 1;
  while (a <= b && blank(text.charCodeAt(a))) a++;
  while (b >= a && blank(text.charCodeAt(b))) b--;
  return a < b && text.charCodeAt(a) === 123 && text.charCodeAt(b) === 125;
}

export class UsageLines {
  readonly #view: UsageFileView = { cwd: null, summaryTitle: null, customTitle: null, firstPrompt: null, malformed: 0, nextOffset: 0 };
  #needCwd: boolean;
  #needPrompt: boolean;
  /** The unterminated last line, when the index read one: its offset and whether the usage scan would have counted it read. */
  #fragment: { offset: number; read: boolean } | null = null;

  /** `main`: a session's main file (its working directory and first prompt are wanted). */
  constructor(main: boolean) {
    this.#needCwd = main;
    this.#needPrompt = main;
  }

  /**
   * Each line the index read, in order, with its entry; `fragment` for an unterminated
   * last line; `whole` when `text` is the skimmed line (line-skim.ts: same first and last
   * characters), for the searches that must see the line as written.
   */
  line(text: string, e: Entry, offset: number, fragment: boolean, whole: (() => string) | null = null): void {
    const v = this.#view;
    if (!fragment && !objectShaped(text)) {
      v.malformed++;
      return;
    }
    const early = this.#needCwd || this.#needPrompt;
    // A parsed line after the early ones gives the ledger nothing unless it is a title (or the last line): no search through it.
    if (!early && !fragment && e.kind !== 'malformed' && e.kind !== 'summary' && e.kind !== 'title') return;
    if (whole) text = whole();
    const read = early
      ? text.includes('"usage"') || text.includes('"summary"') || text.includes('"custom-title"') || (this.#needCwd && text.includes('"cwd"')) || (this.#needPrompt && text.includes('"user"'))
      : text.includes('"usage"') || TITLE_FIRST_KEY.test(text);
    if (fragment) this.#fragment = { offset, read: read && e.kind !== 'malformed' };
    if (!read) return;
    if (e.kind === 'malformed') {
      if (!fragment) v.malformed++;
      return;
    }
    if (e.kind === 'summary') v.summaryTitle = e.summary;
    else if (e.kind === 'title') v.customTitle = e.title;
    if (this.#needCwd) {
      const c = entryCwd(e);
      if (c) {
        v.cwd = c;
        this.#needCwd = false;
      }
    }
    if (this.#needPrompt && e.kind === 'user') {
      const blocks = blocksOf(e.line.message.content);
      const title = isTypedPromptLine(e.line, blocks) ? titleOfPrompt(blocks) : null;
      if (title !== null) {
        v.firstPrompt = title;
        this.#needPrompt = false;
      }
    }
  }

  /** The view, given where the index's read ended. */
  done(indexOffset: number): UsageFileView {
    const f = this.#fragment;
    return { ...this.#view, nextOffset: f && !f.read ? f.offset : indexOffset };
  }
}

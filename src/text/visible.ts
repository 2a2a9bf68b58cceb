/**
 * How untrusted text is shown: the one sanitiser for every string that comes
 * from a catalog, a manifest, a project or a transcript and reaches a
 * terminal or a page. Pure, dependency-free (the installer ships it).
 *
 * Escaped as `\u{…}`: C0 and C1 controls and DEL (terminal escapes: OSC 52,
 * OSC 0, CSI such as U+009B, `ESC[8m`), line and paragraph separators, and
 * every Unicode format character (bidi overrides and isolates, zero-width
 * characters, the tag block U+E0000–E007F, soft hyphen, BOM), plus the Hangul
 * fillers that render as blank. JSON output never goes through this: it stays
 * exact, and JSON escapes controls itself.
 */

/** Characters that can change, hide or reorder what a reader sees. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** Text as it will be shown: every invisible or controlling character becomes `\u{…}`. */
export function visible(text: string): string {
  return text.replace(INVISIBLE_ALL, (ch) => `\\u{${ch.codePointAt(0)!.toString(16)}}`);
}

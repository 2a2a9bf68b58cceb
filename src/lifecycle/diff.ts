/**
 * Unified diffs of what an update or a restore changes, one per file. The
 * `diff` package (jsdiff: Myers' algorithm, the `diff -u` format git and
 * patch read) computes them; writing a diff by hand is how one gets hunks
 * that `patch` rejects. Pure.
 */
import { formatPatch, structuredPatch, type StructuredPatch } from 'diff';
import { visible } from '../text/visible.ts';

export interface FileDiff {
  /** The file, relative to the install root. */
  path: string;
  /** The unified diff, exact (for --json and `git apply`); '' when the texts are equal. */
  patch: string;
  added: number;
  removed: number;
}

/**
 * Past this many edits the diff of two versions is not worth reading line by
 * line (and Myers' algorithm grows with the square of it): the file is shown
 * as replaced whole, which is still a correct patch. Bounds the time a
 * hostile pair of files can take: two 20,000-line files with nothing in
 * common give up after ~70 ms at 1,000 (~900 ms at 4,000); an ordinary
 * update (hundreds of edited lines in a long file) stays well under it.
 */
const MAX_EDIT_LENGTH = 1000;

function wholeReplacement(path: string, before: string, after: string): StructuredPatch {
  const lines = (text: string) => (text === '' ? [] : text.split('\n').slice(0, text.endsWith('\n') ? -1 : undefined));
  const old = lines(before);
  const next = lines(after);
  const noNewline = (text: string) => (text !== '' && !text.endsWith('\n') ? ['\\ No newline at end of file'] : []);
  return {
    oldFileName: path,
    newFileName: path,
    oldHeader: undefined,
    newHeader: undefined,
    hunks: [
      {
        oldStart: old.length ? 1 : 0,
        oldLines: old.length,
        newStart: next.length ? 1 : 0,
        newLines: next.length,
        lines: [...old.map((l) => `-${l}`), ...noNewline(before), ...next.map((l) => `+${l}`), ...noNewline(after)],
      },
    ],
  };
}

/**
 * The diff from `before` to `after` (null: the file does not exist on that
 * side, shown as /dev/null as git does).
 */
export function fileDiff(path: string, before: string | null, after: string | null): FileDiff {
  if (before === after) return { path, patch: '', added: 0, removed: 0 };
  const oldName = before === null ? '/dev/null' : `a/${path}`;
  const newName = after === null ? '/dev/null' : `b/${path}`;
  const structured =
    structuredPatch(oldName, newName, before ?? '', after ?? '', undefined, undefined, { context: 3, maxEditLength: MAX_EDIT_LENGTH }) ??
    { ...wholeReplacement(path, before ?? '', after ?? ''), oldFileName: oldName, newFileName: newName };
  let added = 0;
  let removed = 0;
  for (const hunk of structured.hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++;
      else if (line.startsWith('-')) removed++;
    }
  }
  return { path, patch: formatPatch(structured, { includeIndex: false, includeUnderline: false, includeFileHeaders: true }), added, removed };
}

/**
 * The patch as terminal lines: every line through visible(), so a file that
 * carries escape sequences or bidi controls shows them as `\u{…}` instead of
 * acting on the terminal. A CRLF file shows its `\u{d}` line ends: a line
 * ending changed upstream is a change worth seeing.
 */
export function displayDiff(diff: FileDiff, indent = '    '): string[] {
  if (diff.patch === '') return [];
  const lines = diff.patch.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => `${indent}${visible(line)}`);
}

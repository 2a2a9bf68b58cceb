/**
 * What a placeholder looks like in a text (`<your-iana-timezone>`), and
 * whether a text is a template with its placeholders filled in. A leaf
 * module: the merge's undo (merge.ts) and the placeholder prompts
 * (placeholders.ts) both read it.
 */

/** `<word>` or `<words-joined-by-dashes>`: what catalog authors write; `<`/`>` used as shell redirects do not match. */
export const PLACEHOLDER = /<([A-Za-z][A-Za-z0-9_.]*(?:-[A-Za-z0-9_.]+)*)>/g;

/** A text split at its placeholders: literal, name, literal, name, …, literal (one literal when it has none). */
export function placeholderParts(text: string): string[] {
  return text.split(new RegExp(PLACEHOLDER.source));
}

/**
 * Whether `text` is `template` with each placeholder filled in (with anything,
 * or left as it is): a value the user completed after the install is still
 * the value the install wrote (`toolshed check`, src/lifecycle/).
 */
export function isFilledFrom(template: string, text: string): boolean {
  // The literal parts between placeholders, matched in order (leftmost is enough for wildcards: no backtracking).
  const parts = placeholderParts(template).filter((_, i) => i % 2 === 0);
  if (parts.length === 1) return template === text;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const found = text.indexOf(part, at);
    if (found < 0 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

/**
 * Pure: a script's comments (and Python's docstrings) blanked before the text
 * rules read it, lines kept so findings keep their line numbers.
 */

/**
 * Python docstrings blanked (lines kept): a docstring is text, not code. Only
 * a triple-quoted string that is a statement of its own, first in the module
 * or right under a line ending in `:` (a `def` or `class`); one that is a
 * value (a prompt assigned to a name, a dict entry, a call's argument) is code
 * the parser must read, and blanking it would leave a syntax error behind.
 */
function withoutDocstrings(text: string): string {
  return text.replace(/[rRuU]?("""|''')[\s\S]*?\1/g, (doc: string, _quote: string, at: number) => {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (text.slice(lineStart, at).trim() !== '') return doc;
    const before = text.slice(0, lineStart).split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
    const previous = before[before.length - 1];
    return previous === undefined || previous.endsWith(':') ? doc.replace(/[^\n]/g, ' ') : doc;
  });
}

/** Comment lines blanked (kept as empty lines, so line numbers hold): comments do not run. */
export function withoutComments(text: string, lang: string): string {
  const comment = lang === 'js' || lang === 'php' || lang === 'go' ? /^\s*(?:\/\/|\*|\/\*)/ : lang === 'cmd' ? /^\s*@?(?:rem\b|::)/i : lang === 'other' ? null : /^\s*#(?!!)/;
  if (!comment) return text;
  if (lang === 'python') text = withoutDocstrings(text);
  return text
    .split('\n')
    .map((l, i) => (i === 0 && l.startsWith('#!') ? '' : comment.test(l) ? '' : l))
    .join('\n');
}

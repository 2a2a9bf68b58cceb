/**
 * Pure: Claude Code agent descriptions (and some bodies) carry usage examples
 * as `<example>…</example>` blocks with `<commentary>` inside. On the page
 * they bury the description, so they are taken out here and shown folded in
 * an "Examples" section. The tags are only recognised as text: nothing here
 * produces HTML, the page escapes every part.
 */

interface ExamplePart {
  /** `Context`, `user`, `assistant`, `Commentary`, or '' for unlabelled text. */
  label: string;
  text: string;
}

export interface Example {
  parts: ExamplePart[];
}

export interface SplitExamples {
  /** The text without its example blocks. */
  text: string;
  examples: Example[];
}

const BLOCK = /<example>([^]*?)(?:<\/example>|$)|<commentary>([^]*?)(?:<\/commentary>|$)/gi;
const COMMENTARY = /<commentary>([^]*?)(?:<\/commentary>|$)/gi;
// A label starts a line, or follows the end of a quote or sentence on one-line examples.
const LABEL = /(?:^|\n|(?<=["”.!?])[ \t]+)[ \t]*(context|user|assistant)[ \t]*:[ \t]*/gi;
const FENCE = /^[ \t]*(```|~~~)/;

function tidy(text: string): string {
  return text
    .replace(/<\/?(?:example|commentary)>/gi, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function labelled(text: string): ExamplePart[] {
  const parts: ExamplePart[] = [];
  const matches = [...text.matchAll(LABEL)];
  const lead = tidy(text.slice(0, matches[0]?.index ?? text.length));
  if (lead) parts.push({ label: '', text: lead });
  matches.forEach((m, i) => {
    const body = tidy(text.slice(m.index! + m[0].length, matches[i + 1]?.index ?? text.length));
    const word = m[1]!.toLowerCase();
    if (body) parts.push({ label: word === 'context' ? 'Context' : word, text: body });
  });
  return parts;
}

function parseExample(inner: string): Example {
  const parts: ExamplePart[] = [];
  let last = 0;
  for (const m of inner.matchAll(COMMENTARY)) {
    parts.push(...labelled(inner.slice(last, m.index)));
    const text = tidy(m[1] ?? '');
    if (text) parts.push({ label: 'Commentary', text });
    last = m.index! + m[0].length;
  }
  parts.push(...labelled(inner.slice(last)));
  return { parts };
}

/** Takes example and commentary blocks out of prose. Fenced code is left alone. */
export function splitExamples(source: string): SplitExamples {
  if (!/<(?:example|commentary)>/i.test(source)) return { text: source, examples: [] };
  const examples: Example[] = [];
  // Only outside code fences: a block shown as code is the author's, not an example.
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (!prose.length) return;
    const text = prose.join('\n').replace(BLOCK, (_all, example: string | undefined, commentary: string | undefined) => {
      const found = example !== undefined ? parseExample(example) : { parts: [{ label: 'Commentary', text: tidy(commentary ?? '') }] };
      if (found.parts.length) examples.push(found);
      return '';
    });
    out.push(text);
    prose = [];
  };
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker) {
      flush();
      fence = marker;
      out.push(line);
    } else if (fence !== undefined) {
      out.push(line);
      if (marker === fence) fence = undefined;
    } else prose.push(line);
  }
  flush();
  const text = out
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    // "…Examples:" left dangling where the blocks were.
    .replace(/(?:^|\s)(?:examples?|for example|e\.g\.)\s*:?\s*$/i, '')
    .trim();
  return { text, examples };
}

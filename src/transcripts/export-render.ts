/**
 * How an exported conversation reads: Markdown or one self-contained HTML file, at three
 * detail levels, safe to share. Pure: messages in, text out (export.ts reads the messages).
 *
 * - `conversation`: what was said: typed prompts and the assistant's text;
 * - `tools`: plus every tool call with its input and result;
 * - `everything`: plus thinking and the lines the client injected (caveats, command
 *   output, task notices).
 *
 * Every piece of text goes through `maskSecrets` first: what the analyzer's literal-secret
 * rule (src/safety/secrets.ts) recognises is replaced by `[secret masked: <kind>]`, and the
 * header says how many were. The HTML holds no script and loads nothing: one inline style
 * sheet (allowed by its own Content-Security-Policy meta), every text escaped and shown as
 * written, each message addressed as `#m<index>` like the page's `/c/<id>#m<index>`.
 */
import { literalSecrets } from '../safety/secrets.ts';
import type { Message } from './messages.ts';

export const EXPORT_DETAILS = ['conversation', 'tools', 'everything'] as const;
export type ExportDetail = (typeof EXPORT_DETAILS)[number];
export type ExportFormat = 'markdown' | 'html';

/** Replaces every literal secret in `text`; `count.n` grows by the number masked. */
export function maskSecrets(text: string, count: { n: number }): string {
  const found = literalSecrets(text);
  if (!found.length) return text;
  found.sort((a, b) => a.index - b.index);
  let out = '';
  let at = 0;
  for (const s of found) {
    if (s.index < at) continue; // overlapping finds: the first one covers it
    out += `${text.slice(at, s.index)}[secret masked: ${s.name}]`;
    at = s.index + s.length;
    count.n++;
  }
  return out + text.slice(at);
}

export interface ExportHead {
  title: string;
  id: string;
  lines: string[];
}

/** One block as the export shows it at `detail`, or null when that level leaves it out. */
type Piece = { kind: 'text'; text: string } | { kind: 'thinking'; text: string } | { kind: 'call'; name: string; input: string; result: string | null; isError: boolean } | { kind: 'result'; text: string; isError: boolean };

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n… (${text.length - max} more characters)` : text;
}

/** What of message `m` is exported at `detail` (empty: the message is left out). */
export function piecesOf(m: Message, detail: ExportDetail, maxToolResultChars: number): Piece[] {
  if (m.isMeta && detail !== 'everything') return [];
  const out: Piece[] = [];
  for (const b of m.blocks) {
    if (b.type === 'text') out.push({ kind: 'text', text: b.text });
    else if (b.type === 'thinking' && detail === 'everything') out.push({ kind: 'thinking', text: b.text });
    else if (b.type === 'tool_use' && detail !== 'conversation') {
      const input = typeof b.input === 'string' ? b.input : JSON.stringify(b.input ?? null, null, 2);
      out.push({ kind: 'call', name: b.name, input, result: b.result ? cut(b.result.content, maxToolResultChars) : null, isError: b.result?.isError ?? false });
    } else if (b.type === 'tool_result' && detail !== 'conversation') out.push({ kind: 'result', text: cut(b.result.content, maxToolResultChars), isError: b.result.isError });
  }
  return out;
}

const who = (m: Message) => (m.role === 'user' ? (m.isMeta ? 'Client' : 'User') : `Assistant${m.model ? ` (${m.model})` : ''}`);

/** A code fence longer than any backtick run in `text`, so content cannot close it. */
function fenceFor(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}
const codeBlock = (text: string, lang = '') => `${fenceFor(text)}${lang}\n${text}\n${fenceFor(text)}\n`;

export function messageMarkdown(m: Message, pieces: Piece[], mask: (t: string) => string): string {
  const parts = [`<a id="m${m.index}"></a>\n\n## ${who(m)}${m.timestamp ? ` · ${m.timestamp}` : ''} · #${m.index}\n`];
  for (const p of pieces) {
    if (p.kind === 'text') parts.push(`${mask(p.text)}\n`);
    else if (p.kind === 'thinking') parts.push(`<details><summary>Thinking</summary>\n\n${codeBlock(mask(p.text))}\n</details>\n`);
    else if (p.kind === 'call') {
      parts.push(`### Tool call: ${p.name}\n`, codeBlock(mask(p.input), 'json'));
      parts.push(p.result === null ? '_No result recorded._\n' : `**Result${p.isError ? ' (error)' : ''}:**\n${codeBlock(mask(p.result))}`);
    } else parts.push(`**Tool result${p.isError ? ' (error)' : ''}:**\n`, codeBlock(mask(p.text)));
  }
  return `${parts.join('\n')}\n`;
}

export function headMarkdown(h: ExportHead): string {
  return [`# ${h.title}\n`, ...h.lines.map((l) => `- ${l}`), '\n---\n'].join('\n');
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

export function messageHtml(m: Message, pieces: Piece[], mask: (t: string) => string): string {
  const e = (t: string) => escapeHtml(mask(t));
  const out = [`<article class="msg ${m.role}${m.isMeta ? ' meta' : ''}" id="m${m.index}"><header><strong>${escapeHtml(who(m))}</strong> <span>${escapeHtml(m.timestamp ?? '')}</span> <a href="#m${m.index}">#${m.index}</a></header>`];
  for (const p of pieces) {
    if (p.kind === 'text') out.push(`<div class="text">${e(p.text)}</div>`);
    else if (p.kind === 'thinking') out.push(`<details><summary>Thinking</summary><pre>${e(p.text)}</pre></details>`);
    else if (p.kind === 'call') {
      out.push(`<details class="tool"><summary>Tool call: ${escapeHtml(p.name)}</summary><pre>${e(p.input)}</pre>`);
      out.push(p.result === null ? '<p><em>No result recorded.</em></p>' : `<div class="label">Result${p.isError ? ' (error)' : ''}</div><pre>${e(p.result)}</pre>`);
      out.push('</details>');
    } else out.push(`<div class="label">Tool result${p.isError ? ' (error)' : ''}</div><pre>${e(p.text)}</pre>`);
  }
  out.push('</article>\n');
  return out.join('');
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1f23}
.msg{border:1px solid #e5e7eb;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem}.msg.user{background:#f8fafc}.msg.meta{opacity:.7}
header{font-size:.85rem;color:#6b7280}header a{float:right;color:#6b7280}.text{white-space:pre-wrap;word-break:break-word}
pre{white-space:pre-wrap;word-break:break-word;background:#f1f5f9;padding:.5rem;border-radius:.3rem;font-size:.85rem}
.tool{border-left:3px solid #2563eb;padding-left:.5rem}.label{font-size:.75rem;color:#6b7280}ul.head{color:#374151}`;

/** The page around the messages: the inline style is the only thing its policy allows. */
export function htmlDocument(h: ExportHead, body: string[]): string {
  return [
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'">`,
    '<meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(h.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(h.title)}</h1><ul class="head">${h.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><hr>\n`,
    ...body,
    '</body></html>\n',
  ].join('');
}

/** Markdown export of a conversation, capped by message count and by bytes. */
import type { TranscriptIndex, ConversationRecord } from './conversations.ts';
import type { Message } from './messages.ts';

export const EXPORT_LIMITS = { maxMessages: 2000, maxBytes: 5 * 1024 * 1024, maxToolResultChars: 20_000 } as const;
export type ExportLimits = { maxMessages: number; maxBytes: number; maxToolResultChars: number };

export interface ExportResult {
  success: true;
  conversationId: string;
  markdown: string;
  filename: string;
  messageCount: number;
  totalMessageCount: number;
  wasLimited: boolean;
}

/** A code fence longer than any backtick run in `text`, so content cannot close it. */
function fenceFor(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}

function codeBlock(text: string, lang = ''): string {
  const f = fenceFor(text);
  return `${f}${lang}\n${text}\n${f}\n`;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n… (${text.length - max} more characters)` : text;
}

function messageMarkdown(m: Message, limits: ExportLimits = EXPORT_LIMITS): string {
  const who = m.role === 'user' ? 'User' : `Assistant${m.model ? ` (${m.model})` : ''}`;
  const parts = [`## ${who}${m.timestamp ? ` · ${m.timestamp}` : ''}\n`];
  for (const b of m.blocks) {
    if (b.type === 'text') parts.push(`${b.text}\n`);
    else if (b.type === 'thinking') parts.push(`<details><summary>Thinking</summary>\n\n${codeBlock(b.text)}\n</details>\n`);
    else if (b.type === 'tool_use') {
      const input = typeof b.input === 'string' ? b.input : JSON.stringify(b.input ?? null, null, 2);
      parts.push(`### Tool call: ${b.name}\n`, codeBlock(input, 'json'));
      if (b.result) parts.push(`**Result${b.result.isError ? ' (error)' : ''}:**\n`, codeBlock(cut(b.result.content, limits.maxToolResultChars)));
      else parts.push('_No result recorded._\n');
    } else if (b.type === 'tool_result') parts.push(`**Tool result${b.result.isError ? ' (error)' : ''}:**\n`, codeBlock(cut(b.result.content, limits.maxToolResultChars)));
  }
  return `${parts.join('\n')}\n`;
}

function exportFilename(id: string, project: string): string {
  const safe = project.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'conversation';
  return `${safe}-${id}.md`;
}

export async function exportConversation(index: TranscriptIndex, rec: ConversationRecord, limits: ExportLimits = EXPORT_LIMITS): Promise<ExportResult> {
  const s = index.summary(rec);
  const head = [
    `# ${s.title ?? `Conversation ${s.id}`}\n`,
    `- Conversation: \`${s.id}\``,
    `- Project: ${s.workingDirectory ?? s.project}`,
    `- Created: ${s.created ?? 'unknown'}`,
    `- Last activity: ${s.lastActivity ?? 'unknown'}`,
    `- Messages: ${s.messageCount}`,
    `- Tokens: ${s.tokens} (input ${s.tokenCounts.input}, output ${s.tokenCounts.output}, cache write ${s.tokenCounts.cacheWrite5m + s.tokenCounts.cacheWrite1h}, cache read ${s.tokenCounts.cacheRead})`,
    `- Estimated cost: $${s.cost.toFixed(4)}${s.costBreakdown.unpricedModels.length ? ` (unpriced: ${s.costBreakdown.unpricedModels.join(', ')})` : ''}`,
    '\n---\n',
  ].join('\n');
  const chunks: string[] = [head];
  let bytes = Buffer.byteLength(head);
  let count = 0;
  let limited = false;
  await index.forEachMessage(rec, (m) => {
    if (count >= limits.maxMessages) {
      limited = true;
      return false;
    }
    const md = messageMarkdown(m, limits);
    const size = Buffer.byteLength(md);
    if (bytes + size > limits.maxBytes) {
      limited = true;
      return false;
    }
    chunks.push(md);
    bytes += size;
    count++;
    return true;
  });
  // The export holds shown messages (injected lines too), so its total is theirs.
  if (limited) chunks.push(`\n---\n_Export limited to the first ${count} of ${rec.shownMessages} messages._\n`);
  return { success: true, conversationId: s.id, markdown: chunks.join(''), filename: exportFilename(s.id, s.project), messageCount: count, totalMessageCount: rec.shownMessages, wasLimited: limited };
}

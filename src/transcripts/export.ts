/**
 * Export of a conversation as Markdown or a self-contained HTML file, at three detail
 * levels (export-render.ts), secrets masked; capped by message count and by bytes.
 */
import { z } from 'zod';
import type { TranscriptIndex, ConversationRecord } from './conversations.ts';
import { EXPORT_DETAILS, piecesOf, maskSecrets, messageMarkdown, messageHtml, headMarkdown, htmlDocument, type ExportDetail, type ExportFormat, type ExportHead } from './export-render.ts';

export const EXPORT_LIMITS = { maxMessages: 2000, maxBytes: 5 * 1024 * 1024, maxToolResultChars: 20_000 } as const;
export type ExportLimits = { maxMessages: number; maxBytes: number; maxToolResultChars: number };

/** The export request's body (all optional): Markdown with everything by default, as before levels existed. */
export const ExportRequestSchema = z.object({
  format: z.enum(['markdown', 'html']).optional(),
  detail: z.enum(EXPORT_DETAILS).optional(),
});

export interface ExportResult {
  success: true;
  conversationId: string;
  format: ExportFormat;
  detail: ExportDetail;
  /** The Markdown (format markdown) or the HTML document (format html). */
  content: string;
  /** Kept for the Markdown format (what the endpoint returned before formats): the same text as `content`. */
  markdown?: string;
  filename: string;
  messageCount: number;
  totalMessageCount: number;
  wasLimited: boolean;
  /** Literal secrets replaced by `[secret masked: <kind>]`. */
  secretsMasked: number;
}

function exportFilename(id: string, project: string, format: ExportFormat): string {
  const safe = project.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'conversation';
  return `${safe}-${id}.${format === 'html' ? 'html' : 'md'}`;
}

export async function exportConversation(
  index: TranscriptIndex,
  rec: ConversationRecord,
  limits: ExportLimits = EXPORT_LIMITS,
  opts: { format?: ExportFormat; detail?: ExportDetail } = {},
): Promise<ExportResult> {
  const format = opts.format ?? 'markdown';
  const detail = opts.detail ?? 'everything';
  const s = index.summary(rec);
  const masked = { n: 0 };
  const mask = (t: string) => maskSecrets(t, masked);
  const head: ExportHead = {
    title: mask(s.title ?? `Conversation ${s.id}`),
    id: s.id,
    lines: [
      `Conversation: ${s.id} (in toolshed chats: /c/${s.id})`,
      `Project: ${mask(s.workingDirectory ?? s.project)}`,
      `Created: ${s.created ?? 'unknown'}`,
      `Last activity: ${s.lastActivity ?? 'unknown'}`,
      `Messages: ${s.messageCount}`,
      `Tokens: ${s.tokens} (input ${s.tokenCounts.input}, output ${s.tokenCounts.output}, cache write ${s.tokenCounts.cacheWrite5m + s.tokenCounts.cacheWrite1h}, cache read ${s.tokenCounts.cacheRead})`,
      `Estimated cost: $${s.cost.toFixed(4)}${s.costBreakdown.unpricedModels.length ? ` (unpriced: ${s.costBreakdown.unpricedModels.join(', ')})` : ''}`,
      `Detail: ${detail === 'conversation' ? 'the conversation only' : detail === 'tools' ? 'the conversation with tool calls' : 'everything (tool calls, thinking, lines the client injected)'}`,
    ],
  };
  // The header counts in the byte cap; its last line (the masked count) is added after the messages.
  const maskedLine = () => `Secrets masked: ${masked.n} (found by Toolshed's literal-secret rule; other sensitive text may remain: read before sharing)`;
  const chunks: string[] = [];
  let bytes = Buffer.byteLength(headMarkdown(head)) + maskedLine().length + 16;
  let count = 0;
  let limited = false;
  await index.forEachMessage(rec, (m) => {
    if (count >= limits.maxMessages) {
      limited = true;
      return false;
    }
    const pieces = piecesOf(m, detail, limits.maxToolResultChars);
    if (!pieces.length) return true;
    const text = format === 'html' ? messageHtml(m, pieces, mask) : messageMarkdown(m, pieces, mask);
    const size = Buffer.byteLength(text);
    if (bytes + size > limits.maxBytes) {
      limited = true;
      return false;
    }
    chunks.push(text);
    bytes += size;
    count++;
    return true;
  });
  head.lines.push(maskedLine());
  // The export holds shown messages (injected lines too), so its total is theirs.
  const note = limited ? `Export limited to the first ${count} of ${rec.shownMessages} messages.` : null;
  let content: string;
  if (format === 'html') content = htmlDocument(head, note ? [...chunks, `<hr><p><em>${note}</em></p>\n`] : chunks);
  else content = [headMarkdown(head), ...chunks, ...(note ? [`\n---\n_${note}_\n`] : [])].join('');
  return {
    success: true,
    conversationId: s.id,
    format,
    detail,
    content,
    ...(format === 'markdown' ? { markdown: content } : {}),
    filename: exportFilename(s.id, s.project, format),
    messageCount: count,
    totalMessageCount: rec.shownMessages,
    wasLimited: limited,
    secretsMasked: masked.n,
  };
}

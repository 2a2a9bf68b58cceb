/** Search across conversations and inside one conversation. */
import { z } from 'zod';
import type { TranscriptIndex, ConversationRecord, ConversationSummary } from './conversations.ts';
import { messageText } from './messages.ts';
import { queryTerms } from './segment-filters.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected YYYY-MM-DD', abort: true })
  // Date.parse rolls 2026-02-30 over to March 2: the date must read back unchanged.
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'not a calendar date');
const optText = z.string().max(500).optional();

export const SearchRequestSchema = z.object({
  query: optText,
  contentSearch: optText,
  workingDirectory: z.string().max(4096).optional(),
  dateFrom: day.optional().or(z.literal('')),
  dateTo: day.optional().or(z.literal('')),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export interface SearchResultItem extends ConversationSummary {
  /** Which criteria matched: metadata (id, file name, project) and/or content. */
  matchedIn: Array<'metadata' | 'content'>;
}

/** Whether a conversation has a message on a UTC day in [from, to] (inclusive; either may be empty). */
function inDateRange(rec: ConversationRecord, from?: string, to?: string): boolean {
  if (!from && !to) return true;
  for (const d of rec.activeDays) if ((!from || d >= from) && (!to || d <= to)) return true;
  return false;
}

function matchesMetadata(s: ConversationSummary, q: string): boolean {
  const needle = q.toLowerCase();
  return [s.id, s.fileName, s.project, s.workingDirectory ?? '', s.title ?? ''].some((v) => v.toLowerCase().includes(needle));
}

/** Filters conversations; every given criterion must hold. Results keep the list order (last modified first). */
export async function searchConversations(index: TranscriptIndex, req: SearchRequest): Promise<SearchResultItem[]> {
  const query = req.query?.trim() || '';
  const content = req.contentSearch?.trim() || '';
  const wd = req.workingDirectory?.trim() || '';
  const terms = content ? queryTerms(content) : [];
  if (terms.length) await index.contentIndexReady();
  const now = index.now();
  const candidates: Array<{ rec: ConversationRecord; matchedIn: SearchResultItem['matchedIn'] }> = [];
  for (const rec of index.list()) {
    if (wd && !rec.workingDirectories.has(wd)) continue;
    if (!inDateRange(rec, req.dateFrom || undefined, req.dateTo || undefined)) continue;
    const matchedIn: SearchResultItem['matchedIn'] = [];
    if (query) {
      if (!matchesMetadata(index.summary(rec, now), query)) continue;
      matchedIn.push('metadata');
    }
    if (terms.length) {
      if (!index.filters.mayContainAll(rec.ordinal, terms)) continue;
      matchedIn.push('content');
    }
    candidates.push({ rec, matchedIn });
  }
  // Confirm content candidates by reading their files, a few at a time (I/O overlaps).
  const keep = new Array<boolean>(candidates.length).fill(true);
  if (terms.length) {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < candidates.length; i = next++) keep[i] = await index.containsAll(candidates[i]!.rec, terms);
    };
    await Promise.all(Array.from({ length: SEARCH_CONCURRENCY }, worker));
  }
  return candidates.filter((_, i) => keep[i]).map(({ rec, matchedIn }) => ({ ...index.summary(rec, now), matchedIn }));
}

/** Files confirmed in parallel by a content search. */
const SEARCH_CONCURRENCY = 8;

export interface InConversationMatch {
  messageIndex: number;
  messageId: string;
  role: string;
  timestamp: string | null;
  /** Text around the first match of the message, with "…" where it was cut. */
  preview: string;
  matchCount: number;
}

const PREVIEW_CONTEXT = 60;

function countMatches(haystackLower: string, needleLower: string): number {
  let n = 0;
  for (let i = haystackLower.indexOf(needleLower); i !== -1; i = haystackLower.indexOf(needleLower, i + needleLower.length)) n++;
  return n;
}

function previewAround(text: string, at: number, length: number, context = PREVIEW_CONTEXT): string {
  const start = Math.max(0, at - context);
  const end = Math.min(text.length, at + length + context);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/** Case-insensitive substring search over a conversation's messages (text, tools, inputs, results). */
export async function searchInConversation(index: TranscriptIndex, rec: ConversationRecord, query: string): Promise<InConversationMatch[]> {
  const needle = query.toLowerCase();
  const matches: InConversationMatch[] = [];
  await index.forEachMessage(rec, (m) => {
    const text = messageText(m);
    const lower = text.toLowerCase();
    const at = lower.indexOf(needle);
    if (at === -1) return;
    matches.push({ messageIndex: m.index, messageId: m.id, role: m.role, timestamp: m.timestamp, preview: previewAround(text, at, needle.length), matchCount: countMatches(lower, needle) });
  });
  return matches;
}

/** Search across conversations and inside one conversation. */
import { z } from 'zod';
import type { TranscriptIndex, ConversationRecord, ConversationSummary } from './conversations.ts';
import { messageText } from './messages.ts';
import { queryTerms } from './segment-filters.ts';
import { readSessionFacts } from './session-facts.ts';

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
  /** The project: its folder name (the last part of the working directory) or its encoded folder under projects/, exactly. */
  project: optText,
  /** A model the session used (a substring of its name, case-insensitive: "opus" finds every Opus). */
  model: optText,
  /** A tool the session called, by exact name (subagents included). */
  tool: optText,
  /** A file the session edited or wrote: a substring of its path. */
  file: z.string().max(4096).optional(),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export interface SearchResultItem extends ConversationSummary {
  /** Which criteria matched: metadata (id, file name, project) and/or content. */
  matchedIn: Array<'metadata' | 'content'>;
  /** The first message that matched the content or file criterion (link: /c/<id>#m<index>); null when none names one. */
  messageIndex: number | null;
}

/** Results whose first matching message is looked up (each is a read of the session). */
const MESSAGE_LOOKUPS = 50;

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
  const project = req.project?.trim() || '';
  const model = req.model?.trim().toLowerCase() || '';
  const tool = req.tool?.trim() || '';
  const file = req.file?.trim() || '';
  const terms = content ? queryTerms(content) : [];
  if (terms.length) await index.contentIndexReady();
  const now = index.now();
  const candidates: Array<{ rec: ConversationRecord; matchedIn: SearchResultItem['matchedIn'] }> = [];
  for (const rec of index.list()) {
    if (wd && !rec.workingDirectories.has(wd)) continue;
    if (project && rec.projectDir !== project && index.summary(rec, now).project !== project) continue;
    if (tool && !rec.toolCounts.has(tool)) continue;
    if (model && !index.usage(rec).models.some((m) => m.model.toLowerCase().includes(model))) continue;
    if (file && index.contentIndexComplete && !index.filters.mayContainAll(rec.ordinal, [file.toLowerCase()])) continue;
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
  const at = new Array<number | null>(candidates.length).fill(null);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < candidates.length; i = next++) {
      const rec = candidates[i]!.rec;
      if (terms.length) keep[i] = await index.containsAll(rec, terms);
      if (keep[i] && file) {
        // Edited or written: the session's own record of its edits, subagents included.
        const edit = (await readSessionFacts(index, rec)).edits.find((e) => e.path.includes(file));
        keep[i] = edit !== undefined;
        at[i] = edit?.messageIndex ?? null;
      }
    }
  };
  if (terms.length || file) await Promise.all(Array.from({ length: SEARCH_CONCURRENCY }, worker));
  const kept = candidates.map((c, i) => ({ ...c, at: at[i] ?? null })).filter((_, i) => keep[i]);
  // Content matches name their first message (a phrase or the first word), for the first results.
  if (terms.length) {
    for (const k of kept.slice(0, MESSAGE_LOOKUPS)) {
      if (k.at !== null) continue;
      k.at = (await searchInConversation(index, k.rec, terms[0]!, 1))[0]?.messageIndex ?? null;
    }
  }
  return kept.map(({ rec, matchedIn, at: messageIndex }) => ({ ...index.summary(rec, now), matchedIn, messageIndex }));
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
export async function searchInConversation(index: TranscriptIndex, rec: ConversationRecord, query: string, max = Infinity): Promise<InConversationMatch[]> {
  const needle = query.toLowerCase();
  const matches: InConversationMatch[] = [];
  await index.forEachMessage(rec, (m) => {
    if (matches.length >= max) return false;
    const text = messageText(m);
    const lower = text.toLowerCase();
    const at = lower.indexOf(needle);
    if (at === -1) return;
    matches.push({ messageIndex: m.index, messageId: m.id, role: m.role, timestamp: m.timestamp, preview: previewAround(text, at, needle.length), matchCount: countMatches(lower, needle) });
  });
  return matches;
}

/**
 * The monitor's JSON API (spec 3, port 9876) as one function from a parsed request to
 * a status and a body. Ids are looked up in the index; no request value becomes a path.
 */
import { z } from 'zod';
import { badRequest, methodNotAllowed, notFound, type LocalApiRequest, type LocalApiResponse } from '../local-server/api.ts';
import {
  SearchRequestSchema,
  searchConversations,
  searchInConversation,
  exportConversation,
  analyzeConversation,
  type TranscriptService,
  type TranscriptIndex,
  type ConversationRecord,
  type ExportLimits,
  EXPORT_LIMITS,
  ExportRequestSchema,
} from '../transcripts/index.ts';
import { sessionsOfIndex, windowsView } from '../usage/blocks.ts';
import { sessionWorkbench, fileHistory } from '../transcripts/session-view.ts';
import { messageCost } from '../transcripts/message-cost.ts';

const MESSAGES_DEFAULT_LIMIT = 50;
const MESSAGES_MAX_LIMIT = 500;


const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));
const PageQuerySchema = z.object({
  page: intParam('page', 0, 1_000_000).optional(),
  limit: intParam('limit', 1, MESSAGES_MAX_LIMIT).optional(),
});
const FileHistorySchema = z.object({ project: z.string().min(1).max(4096), path: z.string().min(1).max(4096) });
const InConversationSearchSchema = z.object({ query: z.string().trim().min(1, 'query must not be empty').max(500) });

const issues = (e: z.ZodError) => e.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

const safeDecode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

export interface ApiContext {
  service: TranscriptService;
  /** The sessions the client deleted that the archive kept (src/transcripts/archive.ts); listed with `archived: true`. */
  archive?: TranscriptIndex | null;
  exportLimits?: ExportLimits;
}

export async function handleApi(ctx: ApiContext, req: LocalApiRequest): Promise<LocalApiResponse> {
  const { index } = ctx.service;
  const now = () => new Date(index.now()).toISOString();
  const archive = ctx.archive ?? null;
  /** A conversation by id: the live index first, then the archive of deleted sessions. */
  const find = (id: string): { ix: TranscriptIndex; rec: ConversationRecord | undefined } => {
    const rec = index.get(id);
    if (rec || !archive) return { ix: index, rec };
    return { ix: archive, rec: archive.get(id) };
  };
  const { method, path } = req;

  if (path === '/api/conversations') {
    if (method !== 'GET') return methodNotAllowed('GET');
    const t = index.now();
    const conversations: Array<ReturnType<TranscriptIndex['summary']> & { archived?: true }> = index.list().map((r) => index.summary(r, t));
    if (archive) for (const r of archive.list()) if (!index.get(r.id)) conversations.push({ ...archive.summary(r, t), archived: true });
    return { status: 200, body: { conversations, timestamp: now() } };
  }
  if (path === '/api/conversation-state') {
    if (method !== 'GET') return methodNotAllowed('GET');
    const t = index.now();
    const activeStates: Record<string, string> = {};
    const list = index.list();
    for (const r of list) activeStates[r.id] = index.state(r, t);
    return { status: 200, body: { activeStates, timestamp: now(), totalConversations: list.length } };
  }
  if (path === '/api/directories') {
    if (method !== 'GET') return methodNotAllowed('GET');
    const dirs = new Set<string>();
    for (const r of index.list()) for (const d of r.workingDirectories) dirs.add(d);
    const directories = [...dirs].sort();
    return { status: 200, body: { directories, count: directories.length, timestamp: now() } };
  }
  if (path === '/api/windows') {
    // The 5-hour windows, the same as `toolshed usage blocks` and the dashboard (src/usage/blocks.ts).
    if (method !== 'GET') return methodNotAllowed('GET');
    const t = index.now();
    return { status: 200, body: { ...windowsView(index.ledger.entries(), sessionsOfIndex(index), t, index.prices), timestamp: now() } };
  }
  if (path === '/api/search') {
    if (method !== 'POST') return methodNotAllowed('POST');
    if (req.bodyError) return badRequest(req.bodyError);
    const parsed = SearchRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const details = issues(parsed.error);
      return badRequest(`Invalid search request: ${details.map((d) => `${d.path || 'body'} ${d.message}`).join('; ')}`, { details });
    }
    const f = parsed.data;
    const results = await searchConversations(index, f);
    const filters = { query: f.query ?? null, contentSearch: f.contentSearch ?? null, workingDirectory: f.workingDirectory ?? null, dateFrom: f.dateFrom || null, dateTo: f.dateTo || null, project: f.project ?? null, model: f.model ?? null, tool: f.tool ?? null, file: f.file ?? null };
    return { status: 200, body: { results, count: results.length, filters, timestamp: now() } };
  }
  if (path === '/api/file-history') {
    // A file's changes across the sessions of one project folder (the encoded folder name, as in `projectDir`).
    if (method !== 'GET') return methodNotAllowed('GET');
    const q = FileHistorySchema.safeParse({ project: req.query.get('project') ?? undefined, path: req.query.get('path') ?? undefined });
    if (!q.success) return badRequest('Invalid file history request', { details: issues(q.error) });
    const sessions = await fileHistory(index, q.data.project, q.data.path);
    return { status: 200, body: { project: q.data.project, path: q.data.path, sessions, timestamp: now() } };
  }
  const one = /^\/api\/conversations\/([^/]+)\/messages\/(\d{1,9})$/.exec(path);
  if (one) {
    // One message with no block cut (pages cut blocks over BLOCK_LIMIT_BYTES).
    if (method !== 'GET') return methodNotAllowed('GET');
    const { ix, rec } = find(safeDecode(one[1]!) ?? '');
    if (!rec) return notFound('No such conversation');
    const [message] = await ix.readMessages(rec, Number(one[2]), 1, true);
    if (!message) return notFound(`No message ${one[2]} in this conversation`);
    return { status: 200, body: { conversationId: rec.id, message: { ...message, cost: messageCost(ix.ledger, ix.prices, message) }, timestamp: now() } };
  }
  const m = /^\/api\/conversations\/([^/]+)\/(messages|search|download|analytics|workbench)$/.exec(path);
  if (m) {
    let id: string;
    try {
      id = decodeURIComponent(m[1]!);
    } catch {
      return badRequest('Malformed conversation id');
    }
    const action = m[2]!;
    const expected = action === 'messages' || action === 'analytics' || action === 'workbench' ? 'GET' : 'POST';
    if (method !== expected) return methodNotAllowed(expected);
    const { ix, rec } = find(id);
    if (!rec) return notFound(`No conversation with id "${id.slice(0, 200)}"`);
    if (action === 'messages') {
      const q = PageQuerySchema.safeParse({ page: req.query.get('page') ?? undefined, limit: req.query.get('limit') ?? undefined });
      if (!q.success) return badRequest('Invalid page or limit', { details: issues(q.error) });
      const page = q.data.page ?? 0;
      const limit = q.data.limit ?? MESSAGES_DEFAULT_LIMIT;
      const messages = (await ix.readMessages(rec, page, limit)).map((msg) => ({ ...msg, cost: messageCost(ix.ledger, ix.prices, msg) }));
      const total = rec.shownMessages; // the list also shows injected lines, which messageCount leaves out
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return {
        status: 200,
        body: { conversationId: rec.id, messages, pagination: { page, limit, total, totalPages, hasMore: (page + 1) * limit < total }, timestamp: now() },
      };
    }
    if (action === 'search') {
      if (req.bodyError) return badRequest(req.bodyError);
      const q = InConversationSearchSchema.safeParse(req.body ?? {});
      if (!q.success) return badRequest('Invalid search', { details: issues(q.error) });
      const matches = await searchInConversation(ix, rec, q.data.query);
      return { status: 200, body: { matches, totalMatches: matches.reduce((s, x) => s + x.matchCount, 0), conversationId: rec.id, query: q.data.query } };
    }
    if (action === 'workbench') return { status: 200, body: { ...(await sessionWorkbench(ix, rec)), timestamp: now() } };
    if (action === 'download') {
      if (req.bodyError) return badRequest(req.bodyError);
      const q = ExportRequestSchema.safeParse(req.body ?? {});
      if (!q.success) return badRequest('Invalid export request', { details: issues(q.error) });
      return { status: 200, body: await exportConversation(ix, rec, ctx.exportLimits ?? EXPORT_LIMITS, q.data) };
    }
    return { status: 200, body: await analyzeConversation(ix, rec) };
  }
  return notFound(`No such endpoint: ${method} ${path.slice(0, 200)}`);
}

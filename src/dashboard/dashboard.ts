/**
 * The dashboard's state and JSON API (port 3333) as one function from a parsed request
 * to a status and a body. It holds two caches over the shared index: `conversations`
 * (the list and the overview figures, rebuilt on the next request after any change)
 * and `analytics` (per-conversation analytics, keyed by the conversation's version).
 * Ids are looked up in the index; no request value becomes a path.
 */
import { z } from 'zod';
import { badRequest, methodNotAllowed, notFound, type LocalApiRequest, type LocalApiResponse } from '../local-server/api.ts';
import { analyzeConversation, type TranscriptService, type ConversationAnalytics, type ConversationSummary, type ConversationRecord } from '../transcripts/index.ts';
import { buildOverview, type Overview } from './overview.ts';
import { liveStateOf, type LiveState } from './live-state.ts';

const CACHE_TYPES = ['all', 'conversations', 'analytics'] as const;
export type CacheType = (typeof CACHE_TYPES)[number];
const CacheClearSchema = z.object({ type: z.enum(CACHE_TYPES) });


/** Cached figures are recomputed at least this often even without a change (days roll over). */
const MAX_AGE_MS = 60_000;

export type DashboardEntry = ConversationSummary & { liveState: LiveState };

export interface DashboardOptions {
  service: TranscriptService;
  version: string;
  /** Time zone of days in the figures (default: the machine's). */
  timeZone: string;
  /** Wall clock for uptime (ms). */
  startedAtMs?: number;
  clock?: () => number;
}

export class Dashboard {
  readonly service: TranscriptService;
  readonly version: string;
  readonly timeZone: string;
  readonly #clock: () => number;
  readonly #startedAt: number;
  #list: { entries: DashboardEntry[]; at: number } | null = null;
  #overview: { value: Overview; at: number } | null = null;
  readonly #analytics = new Map<string, { version: string; value: ConversationAnalytics }>();

  constructor(o: DashboardOptions) {
    this.service = o.service;
    this.version = o.version;
    this.timeZone = o.timeZone;
    this.#clock = o.clock ?? Date.now;
    this.#startedAt = o.startedAtMs ?? this.#clock();
  }

  get #index() {
    return this.service.index;
  }

  /** Drops cached figures after the index changed (the watcher, a refresh, a rescan). */
  invalidate(conversationId?: string): void {
    this.#list = null;
    this.#overview = null;
    if (conversationId !== undefined) this.#analytics.delete(conversationId);
  }

  clear(type: CacheType): string[] {
    const cleared: string[] = [];
    if (type === 'all' || type === 'conversations') {
      this.#list = null;
      this.#overview = null;
      cleared.push('conversations');
    }
    if (type === 'all' || type === 'analytics') {
      this.#analytics.clear();
      cleared.push('analytics');
    }
    return cleared;
  }

  entries(): DashboardEntry[] {
    const index = this.#index;
    const t = index.now();
    if (this.#list && t - this.#list.at < MAX_AGE_MS) return this.#list.entries;
    const entries = index.list().map((r) => {
      const s = index.summary(r, t);
      return { ...s, liveState: liveStateOf(s.state) };
    });
    this.#list = { entries, at: t };
    return entries;
  }

  overview(): Overview {
    const index = this.#index;
    const t = index.now();
    if (this.#overview && t - this.#overview.at < MAX_AGE_MS) return this.#overview.value;
    const conversations = index.list().map((r) => ({ summary: index.summary(r, t), activityByHour: r.activityByHour, toolCounts: r.toolCounts, copiedMessages: r.copiedMessages }));
    const value = buildOverview({ conversations, messages: index.ledger.entries(), nowMs: t, timeZone: this.timeZone, prices: index.prices });
    this.#overview = { value, at: t };
    return value;
  }

  /** Live state of every listed conversation. */
  liveStates(): Record<string, LiveState> {
    const out: Record<string, LiveState> = {};
    const t = this.#index.now();
    for (const r of this.#index.list()) out[r.id] = liveStateOf(this.#index.state(r, t));
    return out;
  }

  async analytics(rec: ConversationRecord): Promise<ConversationAnalytics> {
    const version = `${rec.lastModifiedMs}:${rec.messageCount}:${[...rec.files.values()].reduce((a, f) => a + f.offset, 0)}`;
    const hit = this.#analytics.get(rec.id);
    if (hit && hit.version === version) return hit.value;
    const value = await analyzeConversation(this.#index, rec);
    this.#analytics.set(rec.id, { version, value });
    return value;
  }

  async refresh() {
    const report = await this.#index.scan();
    this.invalidate();
    for (const id of [...report.updated, ...report.removed]) this.#analytics.delete(id);
    this.service.checkStates();
    return report;
  }

  async handle(req: LocalApiRequest): Promise<LocalApiResponse> {
    const index = this.#index;
    const ts = () => new Date(index.now()).toISOString();
    const { method, path } = req;

    if (path === '/api/health') {
      if (method !== 'GET') return methodNotAllowed('GET');
      const last = index.lastScan;
      return {
        status: 200,
        body: {
          status: 'ok',
          version: this.version,
          uptimeSeconds: Math.max(0, Math.round((this.#clock() - this.#startedAt) / 1000)),
          conversationsLoaded: index.size,
          lastScan: last ? { at: last.at, durationMs: Math.round(last.report.durationMs), files: last.report.files, malformedLines: last.report.malformedLines, warnings: last.report.warnings.length } : null,
          timestamp: ts(),
        },
      };
    }
    if (path === '/api/conversations') {
      if (method !== 'GET') return methodNotAllowed('GET');
      const conversations = this.entries();
      const o = this.overview();
      return { status: 200, body: { conversations, count: conversations.length, totals: o.totals, timestamp: ts() } };
    }
    if (path === '/api/overview') {
      if (method !== 'GET') return methodNotAllowed('GET');
      return { status: 200, body: this.overview() };
    }
    const m = /^\/api\/conversation\/([^/]*)$/.exec(path);
    if (m) {
      if (method !== 'GET') return methodNotAllowed('GET');
      let id: string;
      try {
        id = decodeURIComponent(m[1]!);
      } catch {
        return badRequest('The conversation id is not valid URL encoding');
      }
      const rec = index.get(id);
      if (!rec) return notFound(`No conversation with id "${id.slice(0, 200)}"`);
      const s = index.summary(rec);
      const usage = index.usage(rec);
      const analytics = await this.analytics(rec);
      return { status: 200, body: { conversation: { ...s, liveState: liveStateOf(s.state) }, usage, analytics, timestamp: ts() } };
    }
    if (path === '/api/cache/clear') {
      if (method !== 'POST') return methodNotAllowed('POST');
      if (req.bodyError) return badRequest(req.bodyError, { allowed: CACHE_TYPES });
      const parsed = CacheClearSchema.safeParse(req.body);
      if (!parsed.success) {
        const given = req.body && typeof req.body === 'object' && 'type' in req.body ? JSON.stringify((req.body as { type: unknown }).type) : null;
        return badRequest(given === null ? `Missing "type": use one of ${CACHE_TYPES.join(', ')}` : `Unknown cache type ${given.slice(0, 100)}: use one of ${CACHE_TYPES.join(', ')}`, { allowed: CACHE_TYPES });
      }
      return { status: 200, body: { cleared: this.clear(parsed.data.type), type: parsed.data.type, timestamp: ts() } };
    }
    if (path === '/api/refresh') {
      if (method !== 'GET' && method !== 'POST') return methodNotAllowed('GET');
      const r = await this.refresh();
      return {
        status: 200,
        body: { added: r.added, updated: r.updated, removed: r.removed, changed: r.added.length + r.updated.length + r.removed.length, totalConversations: index.size, files: r.files, malformedLines: r.malformedLines, warnings: r.warnings.length, durationMs: Math.round(r.durationMs), timestamp: ts() },
      };
    }
    return notFound(`No endpoint ${path.slice(0, 200)}`);
  }
}

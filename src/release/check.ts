import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../storage/database.ts';
import { locateSection } from './changelog.ts';
import { Change, countByType, type ByType, type ParserName } from './changes.ts';
import { classify } from './classify.ts';
import { buildPayload, DiscordWebhookPayload } from './embed.ts';
import { fetchWithDeadline, readTextLimited, UpstreamError, type Fetch } from './fetching.ts';
import { changelogPageUrl, makeRedactor, packagePageUrl, redactWebhookUrl, versionAnchorUrl, webhookSecrets } from './links.ts';
import { classifyWithModel } from './llm.ts';
import { registryClient } from './registry.ts';
import { parseSectionBounded } from './section-parse.ts';
import type { ReleaseSettings } from './settings.ts';

const MAX_CHANGELOG_CONTENT = 50_000;
/** A crashed run's claim is taken over after this long; longer than any run's budget. */
const CLAIM_LEASE_SECONDS = 120;
const HTTP_TIMEOUT_MS = 10_000;
/**
 * Loading the parse worker and the parse itself each get a third of what is left
 * of the budget, at most this; the rest is for the database and the webhook.
 */
const PARSE_TIMEOUT_MS = 8_000;

export type LogFn = (event: string, fields?: Record<string, unknown>) => void;

export interface CheckDeps {
  settings: ReleaseSettings;
  db: Database;
  fetch?: Fetch;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  log?: LogFn;
  /** Identifies this run's claim on a version. */
  runId?: string;
}

export type CheckResult =
  | {
      status: 'success';
      version: string;
      versionId: number;
      changes: { total: number; byType: ByType };
      discord: { sent: boolean; status: number };
    }
  | { status: 'already_processed'; version: string; message: string };

/** A failure the endpoint reports as 500; `message` is safe to show (no secrets). */
export class ReleaseCheckError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReleaseCheckError';
  }
}

const ClaimAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('already_processed'), version_id: z.coerce.number() }),
  z.object({ status: z.literal('busy'), version_id: z.coerce.number() }),
  z.object({
    status: z.literal('claimed'),
    version_id: z.coerce.number(),
    parser: z.string().nullable(),
    published_at: z.string(),
    changes: z.array(Change),
  }),
]);
const VersionState = z.object({
  found: z.boolean(),
  notified: z.boolean(),
  changes_stored: z.boolean(),
  version_id: z.coerce.number().optional(),
});
const RetryAfter = z.looseObject({ retry_after: z.coerce.number().nonnegative() });

const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

interface WebhookOutcome {
  sent: boolean;
  status: number;
  body: string;
}

/**
 * One release check (spec 2's seven steps). Pure of globals: settings, the
 * database, fetch, clock and log come in as deps. Throws ReleaseCheckError (or
 * any error) on failure after recording it in the monitoring metadata.
 */
export async function runReleaseCheck(deps: CheckDeps): Promise<CheckResult> {
  const { settings, db } = deps;
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? defaultSleep;
  const runId = deps.runId ?? randomUUID();
  const redact = makeRedactor([...webhookSecrets(settings.webhookUrl), settings.checkToken, settings.llm?.apiKey]);
  const log: LogFn = (event, fields = {}) => {
    const safe = JSON.parse(redact(JSON.stringify(fields)));
    (deps.log ?? defaultLog)(event, safe);
  };
  const started = now().getTime();
  const remaining = () => settings.budgetMs - (now().getTime() - started);
  const timeout = () => Math.max(1, Math.min(HTTP_TIMEOUT_MS, remaining()));

  let version: string | undefined;
  let claimedId: number | undefined;
  let posted = false;
  try {
    const registry = registryClient({
      fetch: fetchImpl,
      registryUrl: settings.registryUrl,
      packageName: settings.packageName,
      timeoutMs: timeout(),
    });
    const parseVersion = async (v: string): Promise<{ markdown: string; changes: Change[]; parser: ParserName }> => {
      const changelog = await fetchChangelog(fetchImpl, settings.changelogUrl, timeout());
      const location = locateSection(changelog, v);
      if (!location) throw new ReleaseCheckError(`Version ${v} could not be found in the changelog`);
      // Off the main thread and under a deadline: a hostile section must not stall the host.
      const parseTimeout = Math.max(1, Math.min(PARSE_TIMEOUT_MS, remaining() / 3));
      const { section, truncated } = await parseSectionBounded(changelog.slice(location.start, location.end), v, parseTimeout);
      if (truncated) log('release.section_truncated', { version: v, length: location.end - location.start });
      if (section.changes.length === 0) throw new ReleaseCheckError(`Version ${v} has a section in the changelog but no changes listed yet`);
      let parser: ParserName = 'deterministic';
      let changes: Change[] = classify(section.changes);
      if (settings.llm) {
        try {
          changes = await classifyWithModel(fetchImpl, settings.llm, section.changes, Math.min(settings.llm.timeoutMs, Math.max(1, remaining() - 5_000)));
          parser = `llm:${settings.llm.model}`;
        } catch (error) {
          log('release.llm_fallback', { version: v, reason: (error as Error).message });
        }
      }
      log('release.parsed', { version: v, parser, total: changes.length });
      return { markdown: section.markdown, changes, parser };
    };

    // (1) latest version
    version = await registry.latestVersion();
    // (2) already notified?
    const state = VersionState.parse(await db.call('release_version_state', { p_version: version }));
    if (state.notified) {
      await recordCheck(db, version, null, log, redact);
      log('release.already_processed', { version });
      return alreadyProcessed(version);
    }
    // (3) changelog, (4) its section, unless an earlier run already stored this version's changes
    // (then those are posted as they are, even if the changelog has changed since).
    const parsed = state.changes_stored ? undefined : await parseVersion(version);
    const publishedAt = parsed
      ? ((await registry.publishTime(version).catch((error: Error) => {
          log('release.publish_time_unavailable', { version, reason: error.message });
          return undefined;
        })) ?? now())
      : now();

    const pageUrl = changelogPageUrl(settings.changelogUrl);
    const anchorUrl = versionAnchorUrl(pageUrl, version);
    const npmUrl = packagePageUrl(settings.packagePageTemplate, settings.registryUrl, settings.packageName, version);

    // (5) store once and claim the right to post
    const claim = ClaimAnswer.parse(
      await db.call('release_claim_version', {
        p_version: version,
        p_published_at: publishedAt,
        p_changelog_content: parsed?.markdown.slice(0, MAX_CHANGELOG_CONTENT) ?? '',
        p_npm_url: npmUrl,
        p_github_url: anchorUrl,
        p_parser: parsed?.parser ?? null,
        p_changes: parsed?.changes ?? [],
        p_claimant: runId,
        p_lease_seconds: CLAIM_LEASE_SECONDS,
      }),
    );
    if (claim.status !== 'claimed') {
      await recordCheck(db, version, null, log, redact);
      log('release.not_claimed', { version, status: claim.status });
      return claim.status === 'busy'
        ? { status: 'already_processed', version, message: `Another check is notifying version ${version} right now` }
        : alreadyProcessed(version);
    }
    claimedId = claim.version_id;
    // The stored changes are authoritative: a retry posts what the first run stored.
    const stored = claim.changes;
    if (!parsed) log('release.stored_changes_reused', { version, parser: claim.parser });

    // (6) post the embed
    const payload = DiscordWebhookPayload.parse(
      buildPayload({
        packageName: settings.packageName,
        version,
        changes: stored,
        changelogUrl: anchorUrl,
        fullChangelogUrl: pageUrl,
        packagePageUrl: npmUrl,
        avatarUrl: settings.avatarUrl,
        publishedAt: new Date(claim.published_at),
      }),
    );
    const outcome = await postWebhook(fetchImpl, settings.webhookUrl, payload, { remaining, sleep, log, redact });
    const record = () =>
      db.call('release_record_notification', {
        p_version_id: claim.version_id,
        p_claimant: runId,
        p_webhook_url: redactWebhookUrl(settings.webhookUrl),
        p_payload: payload,
        p_status: outcome.status,
        p_body: redact(outcome.body),
        p_sent: outcome.sent,
      });
    // A post Discord took but we failed to record would be posted again: try the record twice, and on
    // failure keep the claim, so no other run posts until its lease runs out.
    if (outcome.sent) posted = true;
    await record().catch(record);
    claimedId = undefined;
    // (7) metadata; a webhook that did not take the post counts as an error, the run still answers.
    await recordCheck(db, version, outcome.sent ? null : `Webhook for version ${version} answered ${outcome.status || 'nothing'}`, log, redact);
    log('release.notified', { version, sent: outcome.sent, status: outcome.status, total: stored.length });
    return {
      status: 'success',
      version,
      versionId: claim.version_id,
      changes: { total: stored.length, byType: countByType(stored) },
      discord: { sent: outcome.sent, status: outcome.status },
    };
  } catch (error) {
    const message = redact((error as Error).message ?? String(error));
    log('release.failed', { version, error: message });
    if (claimedId !== undefined && !posted) {
      // Give the claim back so the next run need not wait for the lease.
      await db.call('release_release_claim', { p_version_id: claimedId, p_claimant: runId }).catch(() => {});
    }
    await recordCheck(db, version ?? null, message, log, redact);
    if (error instanceof ReleaseCheckError) throw error;
    throw new ReleaseCheckError(message, { cause: error });
  }
}

function alreadyProcessed(version: string): CheckResult {
  return { status: 'already_processed', version, message: `Version ${version} was already processed and notified` };
}

/** Metadata bookkeeping must never turn a run's answer into a crash. */
async function recordCheck(db: Database, version: string | null, error: string | null, log: LogFn, redact: (s: string) => string) {
  try {
    await db.call('release_record_check', { p_version: version, p_error: error?.slice(0, 2000) ?? null }, { timeoutMs: 5_000 });
  } catch (failure) {
    log('release.metadata_update_failed', { error: redact((failure as Error).message) });
  }
}

async function fetchChangelog(fetchImpl: Fetch, url: string, timeoutMs: number): Promise<string> {
  const response = await fetchWithDeadline(fetchImpl, url, { headers: { accept: 'text/markdown, text/plain, */*' } }, timeoutMs, 'The changelog host');
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError(`The changelog host answered HTTP ${response.status}`);
  }
  // A byte-order mark would hide a heading on the first line.
  return (await readTextLimited(response, 20_000_000, 'The changelog')).replace(/^\uFEFF/, '');
}

async function postOnce(fetchImpl: Fetch, url: string, payload: DiscordWebhookPayload, timeoutMs: number): Promise<WebhookOutcome & { retryAfterMs?: number }> {
  let response: Response;
  try {
    response = await fetchWithDeadline(
      fetchImpl,
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
      timeoutMs,
      'The webhook',
    );
  } catch (error) {
    // No HTTP answer at all: status 0.
    return { sent: false, status: 0, body: (error as Error).message };
  }
  const body = await readTextLimited(response, 100_000, 'The webhook answer').catch((e: Error) => e.message);
  let retryAfterMs: number | undefined;
  if (response.status === 429) {
    try {
      retryAfterMs = RetryAfter.parse(JSON.parse(body)).retry_after * 1000;
    } catch {
      const header = Number(response.headers.get('retry-after'));
      if (Number.isFinite(header) && header >= 0) retryAfterMs = header * 1000;
    }
  }
  return { sent: response.status >= 200 && response.status < 300, status: response.status, body, retryAfterMs };
}

async function postWebhook(
  fetchImpl: Fetch,
  url: string,
  payload: DiscordWebhookPayload,
  ctx: { remaining: () => number; sleep: (ms: number) => Promise<void>; log: LogFn; redact: (s: string) => string },
): Promise<WebhookOutcome> {
  const first = await postOnce(fetchImpl, url, payload, Math.min(HTTP_TIMEOUT_MS, Math.max(1, ctx.remaining())));
  if (first.status === 429 && first.retryAfterMs !== undefined) {
    // One retry, only if waiting and posting again still fit in this run's budget.
    if (first.retryAfterMs + 2_000 < ctx.remaining()) {
      ctx.log('release.webhook_rate_limited', { retryAfterMs: first.retryAfterMs });
      await ctx.sleep(first.retryAfterMs);
      const second = await postOnce(fetchImpl, url, payload, Math.min(HTTP_TIMEOUT_MS, Math.max(1, ctx.remaining())));
      if (!second.sent) ctx.log('release.webhook_failed', { status: second.status, body: ctx.redact(second.body).slice(0, 500) });
      return second;
    }
    ctx.log('release.webhook_rate_limited_no_time', { retryAfterMs: first.retryAfterMs });
  }
  if (!first.sent) ctx.log('release.webhook_failed', { status: first.status, body: ctx.redact(first.body).slice(0, 500) });
  return first;
}

function defaultLog(event: string, fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ at: new Date().toISOString(), event, ...fields }));
}

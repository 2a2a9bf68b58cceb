/**
 * The check core with its deps injected: settings, addresses, registry dates,
 * and the optional language-model parser against a stand-in Messages API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReleaseCheck, ReleaseCheckError } from '../../src/release/check.ts';
import { findSection } from '../../src/release/changelog.ts';
import { classify } from '../../src/release/classify.ts';
import { releaseCheckResponse } from '../../src/release/http.ts';
import { changelogPageUrl, encodePackageName, makeRedactor, packagePageUrl, redactWebhookUrl, versionAnchorUrl } from '../../src/release/links.ts';
import { parseLenientDate } from '../../src/release/registry.ts';
import { createRuntime } from '../../src/release/runtime.ts';
import { ConfigurationError, DEFAULT_CHANGELOG_URL, DEFAULT_PACKAGE, readReleaseSettings } from '../../src/release/settings.ts';
import { openPglite } from '../../src/storage/pglite.ts';
import type { Database } from '../../src/storage/database.ts';
import { ROOT } from '../helpers/paths.ts';
import { messagesReply, PACKAGE, startStandIns, type StandIns } from './stand-ins.ts';

const FIXTURE = readFileSync(join(ROOT, 'tests/fixtures/changelog/CHANGELOG.md'), 'utf8');

describe('settings', () => {
  const minimal = { NPM_REGISTRY_URL: 'http://127.0.0.1:9/registry/', CHANGELOG_WEBHOOK_URL: 'http://127.0.0.1:9/hook/abc' };

  it('defaults the package and its changelog, trims the registry address', () => {
    const s = readReleaseSettings(minimal);
    expect(s.packageName).toBe(DEFAULT_PACKAGE);
    expect(s.changelogUrl).toBe(DEFAULT_CHANGELOG_URL);
    expect(s.registryUrl).toBe('http://127.0.0.1:9/registry');
    expect(s.llm).toBeUndefined();
    expect(s.checkToken).toBeUndefined();
  });

  it('takes the registry npm exports to scripts when NPM_REGISTRY_URL is unset, else fails clearly', () => {
    expect(readReleaseSettings({ CHANGELOG_WEBHOOK_URL: minimal.CHANGELOG_WEBHOOK_URL, npm_config_registry: 'http://127.0.0.1:7/' }).registryUrl).toBe('http://127.0.0.1:7');
    expect(() => readReleaseSettings({ CHANGELOG_WEBHOOK_URL: minimal.CHANGELOG_WEBHOOK_URL })).toThrow(ConfigurationError);
    expect(() => readReleaseSettings({ CHANGELOG_WEBHOOK_URL: minimal.CHANGELOG_WEBHOOK_URL, NPM_REGISTRY_URL: '' })).toThrow(/NPM_REGISTRY_URL/);
  });

  it('falls back to WEBHOOK_URL, and requires one of them', () => {
    expect(readReleaseSettings({ NPM_REGISTRY_URL: minimal.NPM_REGISTRY_URL, WEBHOOK_URL: 'http://127.0.0.1:9/other/x' }).webhookUrl).toBe('http://127.0.0.1:9/other/x');
    expect(readReleaseSettings({ ...minimal, WEBHOOK_URL: 'http://127.0.0.1:9/other/x' }).webhookUrl).toBe(minimal.CHANGELOG_WEBHOOK_URL);
    expect(() => readReleaseSettings({ NPM_REGISTRY_URL: minimal.NPM_REGISTRY_URL })).toThrow(/CHANGELOG_WEBHOOK_URL/);
  });

  it('rejects bad values with the setting named', () => {
    // The webhook's avatar: the setting, else the site's own image (SITE_URL, then Netlify's URL).
    expect(readReleaseSettings({ ...minimal, WEBHOOK_AVATAR_URL: 'https://img.example.test/a.png' }).avatarUrl).toBe('https://img.example.test/a.png');
    expect(readReleaseSettings({ ...minimal, SITE_URL: 'https://shed.example.test/' }).avatarUrl).toBe('https://shed.example.test/avatar.png');
    expect(readReleaseSettings({ ...minimal, URL: 'https://deploy.example.test' }).avatarUrl).toBe('https://deploy.example.test/avatar.png');
    expect(readReleaseSettings({ ...minimal, URL: 'not a url' }).avatarUrl).toMatch(/^https:\/\/.+\/avatar\.png$/);
    expect(() => readReleaseSettings({ ...minimal, RELEASE_CHECK_TOKEN: 'short' })).toThrow(/RELEASE_CHECK_TOKEN/);
    expect(() => readReleaseSettings({ ...minimal, MONITORED_PACKAGE: '../etc' })).toThrow(/MONITORED_PACKAGE/);
    expect(() => readReleaseSettings({ ...minimal, MONITORED_PACKAGE: 'other-package' })).toThrow(/CHANGELOG_URL/);
    expect(() => readReleaseSettings({ ...minimal, NPM_REGISTRY_URL: 'file:///etc/passwd' })).toThrow(/NPM_REGISTRY_URL/);
  });

  it('turns the model parser on with an API key', () => {
    const s = readReleaseSettings({ ...minimal, ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/llm/', RELEASE_PARSER_MODEL: 'm1' });
    expect(s.llm).toEqual({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9/llm', model: 'm1', timeoutMs: 12_000 });
  });
});

describe('addresses', () => {
  it('links a raw GitHub file to its page, anchored by the version without dots', () => {
    const page = changelogPageUrl(DEFAULT_CHANGELOG_URL);
    expect(page).toBe('https://github.com/anthropics/claude-code/blob/main/CHANGELOG.md');
    expect(versionAnchorUrl(page, '2.1.114')).toBe(`${page}#21114`);
    expect(changelogPageUrl('http://127.0.0.1:5/c.md#x')).toBe('http://127.0.0.1:5/c.md');
  });

  it('encodes scoped names the way registries expect and fills the page template', () => {
    expect(encodePackageName('@scope/name')).toBe('@scope%2Fname');
    expect(packagePageUrl(undefined, 'http://r.test', '@scope/name', '1.2.3')).toBe('http://r.test/@scope%2Fname/1.2.3');
    expect(packagePageUrl('https://pages.test/{package}/v/{version}', 'http://r.test', '@s/n', '1.2.3')).toBe('https://pages.test/@s/n/v/1.2.3');
  });

  it('redacts the token part of a webhook address and secrets in text', () => {
    expect(redactWebhookUrl('https://chat.example/api/webhooks/123/tok-abcdef?wait=true')).toBe('https://chat.example/api/webhooks/123/[redacted]');
    const redact = makeRedactor(['tok-abcdef', undefined, 'sk-ant-123456']);
    expect(redact('posting to /hooks/tok-abcdef with sk-ant-123456')).toBe('posting to /hooks/[redacted] with [redacted]');
  });
});

describe('lenient dates', () => {
  it.each([
    ['2025-01-02T03:04:05.678Z', '2025-01-02T03:04:05.678Z'],
    ['2025-01-02T03:04:05+02:00', '2025-01-02T01:04:05.000Z'],
    ['2025-01-02 03:04:05', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02T03:04', '2025-01-02T03:04:00.000Z'],
    ['2025-01-02', '2025-01-02T00:00:00.000Z'],
    [1735787045, '2025-01-02T03:04:05.000Z'],
    ['1735787045000', '2025-01-02T03:04:05.000Z'],
  ])('%s', (input, iso) => expect(parseLenientDate(input)?.toISOString()).toBe(iso));

  it.each([['not a date'], [''], [null], [{}], [Number.NaN]])('%s is unusable', (input) => expect(parseLenientDate(input)).toBeUndefined());
});

describe('the check core', () => {
  let standIns: StandIns;
  let db: Database;
  let logs: Array<{ event: string; fields: Record<string, unknown> }>;
  const API_KEY = 'sk-ant-test-key-0123456789';

  const descriptions = findSection(FIXTURE, '2.0.4')!.changes;
  // One database for the whole block (PGlite takes seconds to start); each case checks its own version.
  const extra = Array.from({ length: 6 }, (_, i) => `## 5.0.${i}\n\n${descriptions.map((d) => `- ${d}`).join('\n')}\n`).join('\n');

  beforeAll(async () => {
    standIns = await startStandIns();
    // A byte-order mark in front of the first heading (5.0.0) must not hide it.
    standIns.state.changelog = `\uFEFF${extra}\n${FIXTURE}`;
    db = await openPglite({ dataDir: 'memory' });
  });
  afterAll(async () => {
    await db?.close();
    await standIns?.close();
  });
  beforeEach(() => {
    logs = [];
  });

  const settings = (extra: Record<string, string> = {}) =>
    readReleaseSettings({
      NPM_REGISTRY_URL: standIns.registryUrl,
      MONITORED_PACKAGE: PACKAGE,
      CHANGELOG_URL: standIns.changelogUrl,
      CHANGELOG_WEBHOOK_URL: standIns.webhookUrl,
      ANTHROPIC_API_KEY: API_KEY,
      ANTHROPIC_BASE_URL: standIns.llmBaseUrl,
      RELEASE_PARSER_MODEL: 'test-model',
      RELEASE_PARSER_TIMEOUT_MS: '500',
      ...extra,
    });
  const run = (extra?: Record<string, string>) =>
    runReleaseCheck({ settings: settings(extra), db, log: (event, fields = {}) => logs.push({ event, fields }) });

  const modelAnswer = JSON.stringify({
    changes: descriptions.map((_, index) => ({ index, type: 'breaking', category: 'Model' })),
  });

  it('uses a valid model answer, and the log and the stored version say so', async () => {
    standIns.state.latest = '2.0.4';
    standIns.state.llmReplies = [messagesReply(`Here you go:\n\`\`\`json\n${modelAnswer}\n\`\`\``)];
    const result = await run();
    expect(result).toMatchObject({ status: 'success', changes: { total: 2, byType: { breaking: 2, features: 0, fixes: 0, improvements: 0 } } });
    const request = standIns.llmRequests.at(-1)!;
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect((request.body as { model: string }).model).toBe('test-model');
    expect(JSON.stringify(request.body)).toContain(descriptions[0]);
    expect(logs.find((l) => l.event === 'release.parsed')?.fields.parser).toBe('llm:test-model');
    const detail = (await db.call('release_version_detail', { p_version: '2.0.4' })) as any;
    expect(detail.version.parser).toBe('llm:test-model');
    expect(detail.changes.map((c: any) => c.category)).toEqual(['Model', 'Model']);
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
  });

  it.each([
    ['5.0.0', 'invalid JSON', messagesReply('{"changes": [ {"index": 0, "type": "fixes"')],
    ['5.0.1', 'an answer that misses a change', messagesReply(JSON.stringify({ changes: [{ index: 0, type: 'fixes', category: null }] }))],
    ['5.0.2', 'an unknown kind', messagesReply(JSON.stringify({ changes: descriptions.map((_, index) => ({ index, type: 'chores' })) }))],
    ['5.0.3', 'a timeout', { ...messagesReply(modelAnswer), delayMs: 2_000 }],
    ['5.0.4', 'an HTTP error', { status: 529, body: '{"type":"error","error":{"type":"overloaded_error"}}' }],
  ] as const)('%s: falls back to the deterministic parser on %s', async (version, _name, reply) => {
    standIns.state.latest = version;
    standIns.state.llmReplies = [reply];
    const result = await run();
    const expected = classify(descriptions);
    expect(result).toMatchObject({ status: 'success', changes: { total: 2 } });
    expect(logs.find((l) => l.event === 'release.llm_fallback')).toBeTruthy();
    expect(logs.find((l) => l.event === 'release.parsed')?.fields.parser).toBe('deterministic');
    const detail = (await db.call('release_version_detail', { p_version: version })) as any;
    expect(detail.version.parser).toBe('deterministic');
    expect(detail.changes).toEqual(expected);
  });

  it('uses the check time when the registry has no package document, and records a registry failure', async () => {
    const before = (await db.call('release_monitor_status')) as any;
    standIns.state.latest = '2.0.5';
    standIns.state.packageDocumentStatus = 404;
    const now = new Date('2031-05-06T07:08:09Z');
    const result = await runReleaseCheck({ settings: settings({ ANTHROPIC_API_KEY: '' }), db, now: () => now, log: () => {} });
    standIns.state.packageDocumentStatus = 200;
    expect(result.status).toBe('success');
    const detail = (await db.call('release_version_detail', { p_version: '2.0.5' })) as any;
    expect(Date.parse(detail.version.published_at)).toBe(now.getTime());

    standIns.state.latest = 'not-a-version';
    await expect(run({ ANTHROPIC_API_KEY: '' })).rejects.toThrow(ReleaseCheckError);
    const meta = (await db.call('release_monitor_status')) as any;
    expect(meta.error_count - before.error_count).toBe(1);
    expect(meta.last_error).toMatch(/latest-version document .* has no usable version/);
    expect(meta.check_count - before.check_count).toBe(2);
  });

  it('reports a malformed registry answer, a missing changelog and an unreachable webhook clearly', async () => {
    standIns.state.latestBody = '{"version": "2.1.11", oops';
    await expect(run({ ANTHROPIC_API_KEY: '' })).rejects.toThrow(/latest-version document .* is not valid JSON/);
    standIns.state.latestBody = undefined;

    standIns.state.latest = '2.1.11';
    standIns.state.changelogStatus = 404;
    await expect(run({ ANTHROPIC_API_KEY: '' })).rejects.toThrow('The changelog host answered HTTP 404');
    standIns.state.changelogStatus = 200;
    expect(await db.call('release_version_detail', { p_version: '2.1.11' })).toBeNull();

    // Nothing listens on port 1: no HTTP answer at all.
    const result = await run({ ANTHROPIC_API_KEY: '', CHANGELOG_WEBHOOK_URL: 'http://127.0.0.1:1/api/webhooks/1/unreachable-token' });
    expect(result).toMatchObject({ status: 'success', version: '2.1.11', discord: { sent: false, status: 0 } });
    const detail = (await db.call('release_version_detail', { p_version: '2.1.11' })) as any;
    expect(detail.version.discord_notified).toBe(false);
    expect(detail.notifications).toEqual([
      { webhook_url: 'http://127.0.0.1:1/api/webhooks/1/[redacted]', response_status: 0, response_body: expect.stringContaining('could not be reached') },
    ]);
    expect(JSON.stringify(logs)).not.toContain('unreachable-token');
    // The next run, with the webhook back, posts the stored changes.
    expect(await run({ ANTHROPIC_API_KEY: '' })).toMatchObject({ status: 'success', discord: { sent: true, status: 204 } });
  });

  it('a failing metadata update is logged and does not change the answer', async () => {
    standIns.state.latest = '5.0.5';
    const failing: Database = {
      driver: db.driver,
      call: (fn, args, options) => (fn === 'release_record_check' ? Promise.reject(new Error('metadata table is locked')) : db.call(fn, args, options)),
      close: async () => {},
    };
    const result = await runReleaseCheck({ settings: settings({ ANTHROPIC_API_KEY: '' }), db: failing, log: (event, fields = {}) => logs.push({ event, fields }) });
    expect(result).toMatchObject({ status: 'success', version: '5.0.5', discord: { sent: true } });
    expect(logs.find((l) => l.event === 'release.metadata_update_failed')?.fields.error).toBe('metadata table is locked');
  });

  it('reads the latest version from the package document when the registry refuses the latest-version route', async () => {
    standIns.state.latest = '2.0.1';
    standIns.state.latestStatus = 401;
    standIns.state.time = { '2.0.1': '2025-09-30T12:00:00Z' };
    const before = standIns.requests.length;
    try {
      expect(await run({ ANTHROPIC_API_KEY: '' })).toMatchObject({ status: 'success', version: '2.0.1' });
    } finally {
      standIns.state.latestStatus = 200;
      standIns.state.time = undefined;
    }
    // The package document is read once for both the version and its publish time.
    expect(standIns.requests.slice(before).filter((r) => r.endsWith('example-cli'))).toHaveLength(1);
    const detail = (await db.call('release_version_detail', { p_version: '2.0.1' })) as any;
    expect(Date.parse(detail.version.published_at)).toBe(Date.parse('2025-09-30T12:00:00Z'));
  });

  it('a crashed claim blocks others only until its lease runs out', async () => {
    const args = {
      p_version: '9.9.9', p_published_at: new Date(), p_changelog_content: 'x', p_npm_url: null, p_github_url: null,
      p_parser: 'deterministic', p_changes: [{ type: 'fixes', description: 'Fixed a', category: null }],
    };
    expect(await db.call('release_claim_version', { ...args, p_claimant: 'run-a', p_lease_seconds: 1 })).toMatchObject({ status: 'claimed' });
    expect(await db.call('release_claim_version', { ...args, p_claimant: 'run-b', p_lease_seconds: 1 })).toMatchObject({ status: 'busy' });
    await new Promise((r) => setTimeout(r, 1_100));
    const taken = (await db.call('release_claim_version', { ...args, p_changes: [], p_claimant: 'run-b', p_lease_seconds: 60 })) as any;
    expect(taken.status).toBe('claimed');
    // Changes stay the ones stored first.
    expect(taken.changes).toEqual([{ type: 'fixes', description: 'Fixed a', category: null }]);
  });

});

describe('the endpoint shell', () => {
  it('answers a configuration error as 500 with the setting named and no secrets', async () => {
    const response = await releaseCheckResponse(createRuntime({ CHANGELOG_WEBHOOK_URL: 'http://127.0.0.1:9/h/secret-hook-token' }), new Request('http://local/api/release-check', { method: 'POST' }), { manual: true });
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, string>;
    expect(body.error).toBe('Internal server error');
    expect(body.message).toMatch(/NPM_REGISTRY_URL/);
    expect(body.details).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('secret-hook-token');
    const put = await releaseCheckResponse(createRuntime({}), new Request('http://local/api/release-check', { method: 'PUT' }), { manual: true });
    expect(put.status).toBe(405);
  });
});

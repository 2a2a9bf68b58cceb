import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSection } from '../../src/release/changelog.ts';
import { classify } from '../../src/release/classify.ts';
import { CHANGE_TYPES, countByType, type Change } from '../../src/release/changes.ts';
import { buildPayload, DiscordWebhookPayload, embedSize, FIELD_NAMES, type EmbedInput } from '../../src/release/embed.ts';
import { ROOT } from '../helpers/paths.ts';

const FIXTURE = readFileSync(join(ROOT, 'tests/fixtures/changelog/CHANGELOG.md'), 'utf8');

function input(changes: Change[], version = '2.1.11'): EmbedInput {
  return {
    packageName: '@example-scope/example-cli',
    version,
    changes,
    changelogUrl: `https://github.com/example/example-cli/blob/main/CHANGELOG.md#${version.replace(/\./g, '')}`,
    fullChangelogUrl: 'https://github.com/example/example-cli/blob/main/CHANGELOG.md',
    packagePageUrl: `https://packages.example.test/@example-scope/example-cli/v/${version}`,
    avatarUrl: 'https://github.com/example.png',
    publishedAt: new Date('2025-01-02T03:04:05Z'),
  };
}

/** Bullets listed per kind, and the N of "… and N more" lines. */
function shownPerKind(payload: DiscordWebhookPayload) {
  const out = Object.fromEntries(CHANGE_TYPES.map((t) => [t, { bullets: [] as string[], more: 0 }]));
  for (const field of payload.embeds[0]!.fields) {
    const kind = CHANGE_TYPES.find((t) => field.name === FIELD_NAMES[t] || field.name === `${FIELD_NAMES[t]} (continued)`);
    if (!kind) continue;
    for (const line of field.value.split('\n')) {
      const more = /^… and (\d+) more in the \[full changelog\]\(/.exec(line);
      if (more) out[kind]!.more += Number(more[1]);
      else out[kind]!.bullets.push(line);
    }
  }
  return out;
}

describe('notification embed', () => {
  it('lists every change of a normal section, in kind order, with install and links fields', () => {
    const changes = classify(findSection(FIXTURE, '2.1.11')!.changes);
    const payload = DiscordWebhookPayload.parse(buildPayload(input(changes)));
    const embed = payload.embeds[0]!;
    expect(embed.color).toBe(9067510);
    expect(embed.url.endsWith('#2111')).toBe(true);
    expect(embed.title).toContain('2.1.11');
    expect(embed.description).toContain('17');
    expect(embed.timestamp).toBe('2025-01-02T03:04:05.000Z');
    const names = embed.fields.map((f) => f.name);
    expect(names).toEqual(['Breaking Changes', 'New Features', 'Improvements', 'Bug Fixes', 'Installation', 'Links']);
    expect(embed.fields.every((f) => f.inline === false)).toBe(true);
    expect(embed.fields[4]!.value).toBe('```\nnpm install -g @example-scope/example-cli@2.1.11\n```');
    expect(embed.fields[5]!.value).toContain('https://packages.example.test/@example-scope/example-cli/v/2.1.11');
    expect(embed.fields[5]!.value).toContain('(https://github.com/example/example-cli/blob/main/CHANGELOG.md)');
    const shown = shownPerKind(payload);
    const counts = countByType(changes);
    for (const t of CHANGE_TYPES) {
      expect(shown[t]!.bullets.length).toBe(counts[t]);
      expect(shown[t]!.more).toBe(0);
    }
    expect(shown.fixes!.bullets.every((b) => b.startsWith('• '))).toBe(true);
  });

  it('keeps a 109-bullet section with a 2,000-character bullet inside every Discord limit, accounting for every change', () => {
    const changes = classify(findSection(FIXTURE, '3.0.0')!.changes);
    const payload = buildPayload(input(changes, '3.0.0'));
    expect(DiscordWebhookPayload.safeParse(payload).success).toBe(true);
    const embed = payload.embeds[0]!;
    expect(embedSize(embed)).toBeLessThanOrEqual(6000);
    const shown = shownPerKind(payload);
    const counts = countByType(changes);
    for (const t of CHANGE_TYPES) expect(shown[t]!.bullets.length + shown[t]!.more).toBe(counts[t]);
    expect(CHANGE_TYPES.reduce((n, t) => n + shown[t]!.more, 0)).toBeGreaterThan(0);
    // Every kind that has changes keeps at least one visible bullet.
    for (const t of CHANGE_TYPES) if (counts[t]) expect(shown[t]!.bullets.length).toBeGreaterThan(0);
  });

  it('shortens a 2,000-character bullet instead of dropping it', () => {
    const long = `Added ${'very long text about settings '.repeat(70)}`.slice(0, 2000);
    const payload = DiscordWebhookPayload.parse(buildPayload(input([{ type: 'features', description: long, category: null }])));
    const value = payload.embeds[0]!.fields[0]!.value;
    expect(value.startsWith('• Added very long text')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value.length).toBeLessThan(400);
  });

  it('continues a long list in further fields of the same kind', () => {
    const changes = Array.from({ length: 30 }, (_, i) => ({ type: 'fixes' as const, description: `Fixed issue number ${i} ${'x'.repeat(90)}`, category: null }));
    const payload = DiscordWebhookPayload.parse(buildPayload(input(changes)));
    const names = payload.embeds[0]!.fields.map((f) => f.name);
    expect(names.filter((n) => n === 'Bug Fixes (continued)').length).toBeGreaterThan(0);
    expect(shownPerKind(payload).fixes!.bullets.length + shownPerKind(payload).fixes!.more).toBe(30);
  });

  it('stays valid for absurd input: 2,000 bullets of 1,500 characters each and a 214-character package name', () => {
    const changes = Array.from({ length: 2000 }, (_, i) => ({
      type: CHANGE_TYPES[i % 4]!,
      description: `Changed ${'a'.repeat(1500)}`,
      category: null,
    }));
    const payload = buildPayload({ ...input(changes), packageName: 'p'.repeat(214) });
    const parsed = DiscordWebhookPayload.safeParse(payload);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const shown = shownPerKind(payload);
    for (const t of CHANGE_TYPES) expect(shown[t]!.bullets.length + shown[t]!.more).toBe(500);
  });

  it('the limits schema rejects what Discord rejects', () => {
    const ok = buildPayload(input(classify(['Fixed a'])));
    const tooLong = structuredClone(ok);
    tooLong.embeds[0]!.fields[0]!.value = 'x'.repeat(1025);
    expect(DiscordWebhookPayload.safeParse(tooLong).success).toBe(false);
    const tooBig = structuredClone(ok);
    tooBig.embeds[0]!.fields = Array.from({ length: 7 }, () => ({ name: 'n', value: 'x'.repeat(1000), inline: false }));
    expect(DiscordWebhookPayload.safeParse(tooBig).success).toBe(false);
    const tooMany = structuredClone(ok);
    tooMany.embeds[0]!.fields = Array.from({ length: 26 }, () => ({ name: 'n', value: 'x', inline: false }));
    expect(DiscordWebhookPayload.safeParse(tooMany).success).toBe(false);
  });

  it('always carries an avatar and turns every mention off, so a changelog cannot ping anyone', () => {
    const payload = buildPayload(input(classify(['Fixed @everyone and @here pings', 'Added <@&123456789> role notes'])));
    expect(payload.avatar_url).toBe('https://github.com/example.png');
    expect(payload.allowed_mentions).toEqual({ parse: [] });
    const { allowed_mentions: _, ...withoutMentions } = payload;
    expect(DiscordWebhookPayload.safeParse(withoutMentions).success).toBe(false);
    const { avatar_url: __, ...withoutAvatar } = payload;
    expect(DiscordWebhookPayload.safeParse(withoutAvatar).success).toBe(false);
  });

  it('counts in UTF-16 units, never more lenient than Discord, and never splits an emoji', () => {
    const payload = buildPayload(input(classify([`Added ${'😀'.repeat(400)}`])));
    const value = payload.embeds[0]!.fields[0]!.value;
    expect(Buffer.from(value).toString()).toBe(value); // no lone surrogate
    expect(value.endsWith('…')).toBe(true);
    expect(DiscordWebhookPayload.safeParse(payload).success).toBe(true);
  });
});

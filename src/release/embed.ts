import { z } from 'zod';
import { DISCORD_LIMITS, discordLength, embedSize, fitText, NO_MENTIONS } from '../discord/limits.ts';
import { discordText, NoMentions } from '../discord/schemas.ts';
import { CHANGE_TYPES, type Change, type ChangeType } from './changes.ts';

export { embedSize };

const EmbedField = z.object({
  name: discordText(DISCORD_LIMITS.fieldName).min(1),
  value: discordText(DISCORD_LIMITS.fieldValue).min(1),
  inline: z.boolean(),
});

const DiscordEmbed = z
  .object({
    title: discordText(DISCORD_LIMITS.title).min(1),
    description: discordText(DISCORD_LIMITS.description),
    url: z.url(),
    color: z.number().int().min(0).max(0xffffff),
    fields: z.array(EmbedField).max(DISCORD_LIMITS.fields),
    footer: z.object({ text: discordText(DISCORD_LIMITS.footerText), icon_url: z.url().optional() }),
    timestamp: z.iso.datetime({ offset: true }),
  })
  .refine((e) => embedSize(e) <= DISCORD_LIMITS.embedTotal, { message: `embed exceeds ${DISCORD_LIMITS.embedTotal} characters in all` });

/**
 * The webhook body Discord accepts: one embed, within every limit, with an
 * avatar, and with mentions switched off (a changelog's `@everyone` must not ping).
 */
export const DiscordWebhookPayload = z.object({
  username: discordText(DISCORD_LIMITS.username).min(1),
  avatar_url: z.url(),
  allowed_mentions: NoMentions,
  embeds: z.array(DiscordEmbed).min(1).max(10),
});
export type DiscordWebhookPayload = z.infer<typeof DiscordWebhookPayload>;

const EMBED_COLOR = 9067510;
const WEBHOOK_USERNAME = 'Toolshed Release Monitor';
export const FIELD_NAMES: Record<ChangeType, string> = {
  breaking: 'Breaking Changes',
  features: 'New Features',
  improvements: 'Improvements',
  fixes: 'Bug Fixes',
};
/** One bullet never takes more than this; longer ones are shortened with an ellipsis. */
const MAX_BULLET = 300;

export interface EmbedInput {
  packageName: string;
  version: string;
  changes: readonly Change[];
  /** Changelog page with the version anchor. */
  changelogUrl: string;
  /** Changelog page without anchor, for the Links field. */
  fullChangelogUrl: string;
  packagePageUrl: string;
  /** Shown as the webhook's avatar and the footer icon (AVATAR_URL, default the site's own image). */
  avatarUrl: string;
  publishedAt: Date;
}

/** Shortened at a word boundary, never leaving a code span open (`src/discord/limits.ts`). */
function shorten(text: string, max: number): string {
  return fitText(text, max, { words: true });
}

function bullet(description: string): string {
  return `• ${shorten(description.replace(/\s+/g, ' ').trim(), MAX_BULLET)}`;
}

function moreLine(n: number, url: string): string {
  return `… and ${n} more in the [full changelog](${url})`;
}

/** Pack lines into field values of at most 1024 characters, in order. */
function packFields(name: string, lines: string[]): Array<{ name: string; value: string; inline: false }> {
  const fields: Array<{ name: string; value: string; inline: false }> = [];
  let current = '';
  for (const line of lines) {
    if (current && discordLength(current) + 1 + discordLength(line) > DISCORD_LIMITS.fieldValue) {
      fields.push({ name: fields.length ? `${name} (continued)` : name, value: current, inline: false });
      current = line;
    } else {
      current = current ? `${current}\n${line}` : line;
    }
  }
  if (current) fields.push({ name: fields.length ? `${name} (continued)` : name, value: current, inline: false });
  return fields;
}

/**
 * The notification embed. Every change is listed as a bullet unless the limits
 * forbid it; then the longest lists give up their last bullets first and end
 * with "… and N more" linking to the changelog, so each kind keeps a share.
 */
export function buildPayload(input: EmbedInput): DiscordWebhookPayload {
  const total = input.changes.length;
  const title = shorten(`${input.packageName} ${input.version} released`, DISCORD_LIMITS.title);
  const description = `${total} ${total === 1 ? 'change' : 'changes'} in this release.`;
  const footer = { text: `${input.packageName} release monitor`, icon_url: input.avatarUrl };
  const install = { name: 'Installation', value: shorten(`\`\`\`\nnpm install -g ${input.packageName}@${input.version}\n\`\`\``, DISCORD_LIMITS.fieldValue), inline: false as const };
  const links = {
    name: 'Links',
    value: shorten(`[Package page](${input.packagePageUrl}) • [Full changelog](${input.fullChangelogUrl})`, DISCORD_LIMITS.fieldValue),
    inline: false as const,
  };

  const lines = Object.fromEntries(CHANGE_TYPES.map((t) => [t, [] as string[]])) as Record<ChangeType, string[]>;
  for (const change of input.changes) lines[change.type].push(bullet(change.description));
  const kept = Object.fromEntries(CHANGE_TYPES.map((t) => [t, lines[t].length])) as Record<ChangeType, number>;

  const render = () =>
    CHANGE_TYPES.flatMap((t) => {
      const shown = lines[t].slice(0, kept[t]);
      const omitted = lines[t].length - kept[t];
      if (omitted > 0) shown.push(moreLine(omitted, input.changelogUrl));
      return shown.length ? packFields(FIELD_NAMES[t], shown) : [];
    });
  const fits = (fields: ReturnType<typeof render>) =>
    fields.length + 2 <= DISCORD_LIMITS.fields &&
    embedSize({ title, description, footer, fields: [...fields, install, links] }) <= DISCORD_LIMITS.embedTotal;

  let fields = render();
  while (!fits(fields)) {
    // Take one bullet from the kind that still shows the most.
    const largest = CHANGE_TYPES.reduce((a, b) => (kept[b] > kept[a] ? b : a));
    if (kept[largest] === 0) break;
    kept[largest]--;
    fields = render();
  }

  return {
    username: WEBHOOK_USERNAME,
    avatar_url: input.avatarUrl,
    allowed_mentions: NO_MENTIONS,
    embeds: [
      {
        title,
        description,
        url: input.changelogUrl,
        color: EMBED_COLOR,
        fields: [...fields, install, links],
        footer,
        timestamp: input.publishedAt.toISOString(),
      },
    ],
  };
}

import { z } from 'zod';
import { CHANGE_TYPES, type Change, type ChangeType } from './changes.ts';

/** Discord's documented embed limits. */
export const DISCORD_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  total: 6000,
  username: 80,
} as const;

const EmbedField = z.object({
  name: z.string().min(1).max(DISCORD_LIMITS.fieldName),
  value: z.string().min(1).max(DISCORD_LIMITS.fieldValue),
  inline: z.boolean(),
});

export const DiscordEmbed = z
  .object({
    title: z.string().min(1).max(DISCORD_LIMITS.title),
    description: z.string().max(DISCORD_LIMITS.description),
    url: z.url(),
    color: z.number().int().min(0).max(0xffffff),
    fields: z.array(EmbedField).max(DISCORD_LIMITS.fields),
    footer: z.object({ text: z.string().max(DISCORD_LIMITS.footerText), icon_url: z.url().optional() }),
    timestamp: z.iso.datetime({ offset: true }),
  })
  .refine((e) => embedSize(e) <= DISCORD_LIMITS.total, { message: `embed exceeds ${DISCORD_LIMITS.total} characters in all` });

/** The webhook body Discord accepts: one embed, within every limit. */
export const DiscordWebhookPayload = z.object({
  username: z.string().min(1).max(DISCORD_LIMITS.username),
  avatar_url: z.url().optional(),
  embeds: z.array(DiscordEmbed).min(1).max(10),
});
export type DiscordWebhookPayload = z.infer<typeof DiscordWebhookPayload>;

/** Characters Discord counts toward the 6,000 total. */
export function embedSize(e: { title: string; description: string; fields: Array<{ name: string; value: string }>; footer: { text: string } }): number {
  return e.title.length + e.description.length + e.footer.text.length + e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
}

export const EMBED_COLOR = 9067510;
export const WEBHOOK_USERNAME = 'Toolshed Release Monitor';
export const FIELD_NAMES: Record<ChangeType, string> = {
  breaking: 'Breaking Changes',
  features: 'New Features',
  improvements: 'Improvements',
  fixes: 'Bug Fixes',
};
/** One bullet never takes more than this; longer ones are shortened with an ellipsis. */
export const MAX_BULLET = 300;

export interface EmbedInput {
  packageName: string;
  version: string;
  changes: readonly Change[];
  /** Changelog page with the version anchor. */
  changelogUrl: string;
  /** Changelog page without anchor, for the Links field. */
  fullChangelogUrl: string;
  packagePageUrl: string;
  avatarUrl?: string;
  publishedAt: Date;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Prefer a word boundary, and never leave a code span open.
  const space = cut.lastIndexOf(' ');
  let out = space > max * 0.6 ? cut.slice(0, space) : cut;
  if ((out.match(/`/g)?.length ?? 0) % 2 === 1) out = out.replace(/`(?=[^`]*$)/, '');
  return `${out}…`;
}

export function bullet(description: string): string {
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
    if (current && current.length + 1 + line.length > DISCORD_LIMITS.fieldValue) {
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
  const footer = { text: `${input.packageName} release monitor`, ...(input.avatarUrl ? { icon_url: input.avatarUrl } : {}) };
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
    embedSize({ title, description, footer, fields: [...fields, install, links] }) <= DISCORD_LIMITS.total;

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
    ...(input.avatarUrl ? { avatar_url: input.avatarUrl } : {}),
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

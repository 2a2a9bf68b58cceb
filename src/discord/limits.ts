/**
 * The one place that decides how long a Discord text may be, how its length
 * is measured and how it is shortened. The release webhook (`src/release/`) and
 * the slash commands (`src/chat/`) both build on it.
 *
 * Discord's documentation gives its limits in "characters" without saying
 * which. We measure in UTF-16 code units (JavaScript's `length`): that count is
 * never below the code-point count, so a text that fits here fits whichever
 * way Discord counts; shortening never splits a surrogate pair, so no emoji is
 * cut in half. The zod forms of these rules are in `schemas.ts`; this file
 * stays free of zod because the release check's parse worker loads it, and
 * zod is most of a worker's start-up time on a busy machine.
 */
export const DISCORD_LIMITS = {
  /** Message content. */
  content: 2000,
  /** Webhook username. */
  username: 80,
  embedsPerMessage: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  /** Title, description, field names and values, footer and author together. */
  embedTotal: 6000,
} as const;

/** A text's length as the limits above count it. */
export function discordLength(text: string): number {
  return text.length;
}

const ELLIPSIS = '…';

/**
 * Cut `text` to at most `max` (as `discordLength` counts), ending with "…" when
 * it was cut. With `words`, prefer the last word boundary in the final 40% and
 * drop an unmatched backtick, so no Markdown code span is left open.
 */
export function fitText(text: string, max: number, options: { words?: boolean } = {}): string {
  if (discordLength(text) <= max) return text;
  if (max <= 0) return '';
  let end = max - ELLIPSIS.length;
  // Never end on the first half of a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
  let out = text.slice(0, Math.max(0, end));
  if (options.words) {
    const space = out.lastIndexOf(' ');
    if (space > max * 0.6) out = out.slice(0, space);
    if ((out.match(/`/g)?.length ?? 0) % 2 === 1) out = out.replace(/`(?=[^`]*$)/, '');
  }
  return `${out}${ELLIPSIS}`;
}

/** What Discord counts toward an embed's 6,000 total. */
export function embedSize(embed: {
  title?: string | undefined;
  description?: string | undefined;
  footer?: { text: string } | undefined;
  author?: { name: string } | undefined;
  fields?: ReadonlyArray<{ name: string; value: string }> | undefined;
}): number {
  const len = (s: string | undefined) => (s ? discordLength(s) : 0);
  return (
    len(embed.title) +
    len(embed.description) +
    len(embed.footer?.text) +
    len(embed.author?.name) +
    (embed.fields ?? []).reduce((sum, f) => sum + len(f.name) + len(f.value), 0)
  );
}

/** Mentions in text we did not write (changelogs, catalog entries) must never ping anyone. */
export const NO_MENTIONS = { parse: [] as never[] };

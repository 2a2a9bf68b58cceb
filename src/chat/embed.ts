import { DISCORD_LIMITS, embedSize, fitText } from '../discord/limits.ts';
import type { Embed } from './schemas.ts';

export { embedSize };

/** Discord's limits as the commands name them; measured and decided in `src/discord/limits.ts`. */
export const LIMITS = {
  title: DISCORD_LIMITS.title,
  description: DISCORD_LIMITS.description,
  fields: DISCORD_LIMITS.fields,
  fieldName: DISCORD_LIMITS.fieldName,
  fieldValue: DISCORD_LIMITS.fieldValue,
  footer: DISCORD_LIMITS.footerText,
  total: DISCORD_LIMITS.embedTotal,
  content: DISCORD_LIMITS.content,
} as const;

/** Discord rejects empty field names and values. */
function nonEmpty(text: string): string {
  return text.trim() === '' ? '\u200b' : text;
}

/** An embed that Discord will accept whatever the catalog held. */
export function clampEmbed(embed: Embed): Embed {
  const out: Embed = { ...embed };
  if (out.title !== undefined) out.title = fitText(out.title, LIMITS.title);
  if (out.footer) out.footer = { text: fitText(out.footer.text, LIMITS.footer) };
  if (out.fields) {
    out.fields = out.fields.slice(0, LIMITS.fields).map((f) => ({
      ...f,
      name: nonEmpty(fitText(f.name, LIMITS.fieldName)),
      value: nonEmpty(fitText(f.value, LIMITS.fieldValue)),
    }));
  }
  if (out.description !== undefined) {
    // Whatever room the 6,000 total leaves goes to the description.
    const others = embedSize({ ...out, description: undefined });
    out.description = nonEmpty(fitText(out.description, Math.max(1, Math.min(LIMITS.description, LIMITS.total - others))));
  }
  return out;
}

/** Inline text inside a code block or code span must not close it early. */
export function codeSafe(text: string): string {
  return text.replace(/`/g, 'ˋ');
}

import { LIMITS, embedSize, type Embed } from './schemas.ts';

/** Cut to `max` characters (code points, so no emoji is split) with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}

/** Discord rejects empty field names and values. */
function nonEmpty(text: string): string {
  return text.trim() === '' ? '\u200b' : text;
}

/** An embed that Discord will accept whatever the catalog held. */
export function clampEmbed(embed: Embed): Embed {
  const out: Embed = { ...embed };
  if (out.title !== undefined) out.title = truncate(out.title, LIMITS.title);
  if (out.footer) out.footer = { text: truncate(out.footer.text, LIMITS.footer) };
  if (out.fields) {
    out.fields = out.fields.slice(0, LIMITS.fields).map((f) => ({
      ...f,
      name: nonEmpty(truncate(f.name, LIMITS.fieldName)),
      value: nonEmpty(truncate(f.value, LIMITS.fieldValue)),
    }));
  }
  if (out.description !== undefined) {
    // Whatever room the 6,000 total leaves goes to the description.
    const others = embedSize({ ...out, description: undefined });
    out.description = nonEmpty(truncate(out.description, Math.max(1, Math.min(LIMITS.description, LIMITS.total - others))));
  }
  return out;
}

/** Inline text inside a code block or code span must not close it early. */
export function codeSafe(text: string): string {
  return text.replace(/`/g, 'ˋ');
}

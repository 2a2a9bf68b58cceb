import { z } from 'zod';
import { embedSize, LIMITS } from './embed.ts';
import { discordText as chars, NoMentions } from '../discord/schemas.ts';

// What the commands answer, as Discord accepts it. Only the tests run these
// schemas; the function imports their types alone, so no full zod reaches its
// bundle (the inbound schemas are zod/mini, inbound.ts).
export { LIMITS, embedSize } from './embed.ts';
export { commandInteractionSchema, type CommandInteraction } from './inbound.ts';

// ---- outbound ----

const embedFieldSchema = z.object({
  name: chars(LIMITS.fieldName).refine((s) => s.trim() !== ''),
  value: chars(LIMITS.fieldValue).refine((s) => s.trim() !== ''),
  inline: z.boolean().optional(),
});

const embedSchema = z
  .object({
    title: chars(LIMITS.title).optional(),
    description: chars(LIMITS.description).optional(),
    url: z.url().optional(),
    color: z.number().int().min(0).max(0xffffff).optional(),
    fields: z.array(embedFieldSchema).max(LIMITS.fields).optional(),
    footer: z.object({ text: chars(LIMITS.footer) }).optional(),
  })
  .refine((e) => embedSize(e) <= LIMITS.total, `embed longer than ${LIMITS.total} characters`);
export type Embed = z.infer<typeof embedSchema>;

/** Mentions inside catalog text must never ping anyone. */
const noMentions = NoMentions;

const messageSchema = z.union([
  z.object({ embeds: z.array(embedSchema).length(1), allowed_mentions: noMentions }),
  z.object({ content: chars(LIMITS.content), flags: z.literal(64), allowed_mentions: noMentions }),
]);
export type Message = z.infer<typeof messageSchema>;

export const interactionResponseSchema = z.union([
  z.object({ type: z.literal(1) }),
  z.object({ type: z.literal(4), data: messageSchema }),
  z.object({ type: z.literal(5) }),
]);
export type InteractionResponse = z.infer<typeof interactionResponseSchema>;

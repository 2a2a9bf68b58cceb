import { z } from 'zod';
import { DISCORD_LIMITS, embedSize } from '../discord/limits.ts';
import { discordText as chars, NoMentions } from '../discord/schemas.ts';

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
export { embedSize };

// ---- inbound ----

const commandOptionSchema = z.object({
  name: z.string(),
  type: z.number().int().optional(),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

export const commandInteractionSchema = z.object({
  type: z.literal(2),
  application_id: z.string().regex(/^[0-9]{1,25}$/),
  token: z.string().regex(/^[A-Za-z0-9._-]{1,1000}$/),
  data: z.object({
    name: z.string(),
    options: z.array(commandOptionSchema).default([]),
  }),
});
export type CommandInteraction = z.infer<typeof commandInteractionSchema>;

/** Only the type is read first, so other interaction types get a clear answer rather than a schema error. */
export const interactionTypeSchema = z.object({ type: z.number().int() });

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

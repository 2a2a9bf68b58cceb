// zod/mini, not zod: these are the only schemas the Discord function runs on a request, and full zod
// in its bundle cost a cold instance ~15 MB of its 100 MB (docs/benchmarks.md); zod/mini's parts tree-shake (~1 MB).
import * as z from 'zod/mini';

/** What Discord sends: an application command, checked before any command runs. */
const commandOptionSchema = z.object({
  name: z.string(),
  type: z.optional(z.int()),
  value: z.optional(z.union([z.string(), z.number(), z.boolean()])),
});

export const commandInteractionSchema = z.object({
  type: z.literal(2),
  application_id: z.string().check(z.regex(/^[0-9]{1,25}$/)),
  token: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,1000}$/)),
  data: z.object({
    name: z.string(),
    options: z._default(z.array(commandOptionSchema), []),
  }),
});
export type CommandInteraction = z.infer<typeof commandInteractionSchema>;

/** Only the type is read first, so other interaction types get a clear answer rather than a schema error. */
export const interactionTypeSchema = z.object({ type: z.int() });

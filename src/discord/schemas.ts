import { z } from 'zod';
import { discordLength } from './limits.ts';

/** A zod string of at most `max`, measured as `limits.ts` measures Discord's limits. */
export function discordText(max: number) {
  return z.string().refine((s) => discordLength(s) <= max, `longer than ${max} characters`);
}

/** `allowed_mentions` that lets nobody be pinged. */
export const NoMentions = z.object({ parse: z.array(z.string()).length(0) });

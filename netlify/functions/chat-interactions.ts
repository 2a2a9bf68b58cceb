import type { Context } from '@netlify/functions';
import { createChatHandler } from '../../src/chat/endpoint.ts';

// One handler per warm instance, so the catalog cache survives between interactions.
const handle = createChatHandler();

/** POST /api/chat/interactions: Discord slash commands (spec 2). */
export default (request: Request, context: Context): Promise<Response> =>
  handle(request, { waitUntil: (promise) => context.waitUntil(promise) });

export const config = { path: '/api/chat/interactions' };

import type { Fetch } from './catalog.ts';
import type { CommandInteraction } from './inbound.ts';
import type { Message } from './schemas.ts';

const FOLLOW_UP_TIMEOUT_MS = 10_000;

/**
 * Complete a deferred (type 5) answer. Embeds replace the "thinking…"
 * message; an ephemeral text cannot turn that public message private, so the
 * placeholder is deleted and the text is sent as an ephemeral follow-up.
 */
export async function completeDeferred(
  apiUrl: string,
  interaction: Pick<CommandInteraction, 'application_id' | 'token'>,
  message: Message,
  fetch: Fetch,
): Promise<void> {
  const webhook = `${apiUrl}/webhooks/${interaction.application_id}/${interaction.token}`;
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(FOLLOW_UP_TIMEOUT_MS),
    });
    // The URL holds the interaction token: never put it in an error or a log line.
    if (!response.ok) throw new Error(`Discord ${method} ${url.startsWith(webhook) ? 'webhook' : 'request'} answered ${response.status}`);
    await response.body?.cancel();
  };
  if ('flags' in message) {
    await call('DELETE', `${webhook}/messages/@original`);
    await call('POST', webhook, message);
  } else {
    await call('PATCH', `${webhook}/messages/@original`, message);
  }
}

import { BodyTooLargeError, readBodyLimited } from '../http/body.ts';
import { json } from '../http/respond.ts';
import { ConfigurationError } from '../settings.ts';
import { CatalogCache, EMPTY_CATALOG, type Catalog, type Fetch } from './catalog.ts';
import { TEXT, ephemeral, isKnownCommand, runCommand } from './commands.ts';
import { completeDeferred } from './follow-up.ts';
import { commandInteractionSchema, interactionTypeSchema, type CommandInteraction } from './inbound.ts';
import type { InteractionResponse } from './schemas.ts';
import { publicKeyBytes, readChatSettings, type ChatSettings } from './settings.ts';
import { createInteractionVerifier } from './verify.ts';

const MAX_BODY_BYTES = 64 * 1024;
/** Discord waits 3 s for the first answer; past this we defer and finish with a follow-up edit. */
const DEFER_AFTER_MS = 2_000;
/** After the deferral point, how long an answer from the last good copy may still take (its description shard may be fetched). */
const STALE_ANSWER_MS = 500;
const LATE = Symbol('late');

export interface ChatHandlerOptions {
  env?: Record<string, string | undefined>;
  now?: () => number;
  random?: () => number;
  /** Used for the catalog and for Discord follow-ups. */
  fetch?: Fetch;
  log?: (line: string) => void;
  deferAfterMs?: number;
  /** Passed to each catalog cache (ttl, timeout); tests shorten them. */
  cache?: { ttlMs?: number; timeoutMs?: number; retryAfterFailureMs?: number };
}

export interface RequestScope {
  /** Keeps the function alive for work that finishes after the response (Netlify: context.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
}

const CONFIG_ERROR = { error: 'Server configuration error' };
const BAD_SIGNATURE = { error: 'Invalid request signature' };

/**
 * The interactions endpoint: method, configuration, size, signature over the
 * raw bytes, then the interaction. Settings are read once; the catalog cache
 * lives as long as the returned handler (a warm function instance).
 */
export function createChatHandler(options: ChatHandlerOptions = {}) {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const fetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log = options.log ?? ((line: string) => console.error(line));
  const deferAfterMs = options.deferAfterMs ?? DEFER_AFTER_MS;

  let settings: ChatSettings | undefined;
  try {
    settings = readChatSettings(options.env ?? process.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    log(`[chat] ${error.message}`);
  }
  const publicKey = settings ? publicKeyBytes(settings) : undefined;
  if (settings && !publicKey) log('[chat] DISCORD_PUBLIC_KEY is missing or is not 64 hex characters');
  const verify = publicKey ? createInteractionVerifier(publicKey) : undefined;
  if (publicKey && !verify) log('[chat] DISCORD_PUBLIC_KEY is not an Ed25519 public key (not a point of the curve, or of small order)');

  const caches = new Map<string, CatalogCache>();
  const cacheFor = (siteUrl: string) => {
    let cache = caches.get(siteUrl);
    if (!cache) {
      // Without a fetch of its own (a test's), the cache reads the index over node:http: less memory than fetch (streamed-get.ts).
      cache = new CatalogCache({ siteUrl, now, log, ...options.cache, ...(options.fetch ? { fetch: options.fetch } : {}) });
      caches.set(siteUrl, cache);
    }
    return cache;
  };

  /** Resolves with `late` when `work` has not settled after `ms`. */
  const within = async <T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([work, new Promise<typeof LATE>((done) => (timer = setTimeout(() => done(LATE), ms)))]);
    } finally {
      clearTimeout(timer);
    }
  };

  async function answerCommand(
    interaction: CommandInteraction,
    siteUrl: string,
    scope: RequestScope,
    apiUrl: string,
  ): Promise<InteractionResponse> {
    if (!isKnownCommand(interaction.data.name)) {
      return runCommand(interaction, { catalog: EMPTY_CATALOG, siteUrl, random, describe: async () => undefined });
    }
    const cache = cacheFor(siteUrl);
    const started = now();
    const answer = async (catalog: Catalog): Promise<InteractionResponse> => {
      try {
        return await runCommand(interaction, { catalog, siteUrl, random, describe: (entry) => cache.describe(catalog, entry), safety: (entry) => cache.safety(catalog, entry) });
      } catch (error) {
        log(`[chat] /${interaction.data.name} failed: ${(error as Error).stack ?? error}`);
        return ephemeral(TEXT.generic);
      }
    };
    const failed = (error: unknown): InteractionResponse => {
      log(`[chat] /${interaction.data.name} failed: ${(error as Error).message ?? error}`);
      return ephemeral(TEXT.generic);
    };

    // Loading the index and, for the answers that show one, a description shard share the deadline.
    const answered = cache.get().then(answer, failed);
    const first = await within(answered, deferAfterMs);
    if (first !== LATE) return first;

    const stale = cache.lastGood();
    if (stale) {
      // A slow refresh: answer from the last good copy if that is quick (its shard may be cached) and let the refresh finish.
      scope.waitUntil(answered);
      const quick = await within(answer(stale), Math.max(0, STALE_ANSWER_MS - (now() - started - deferAfterMs)));
      if (quick !== LATE) return quick;
    }
    scope.waitUntil(
      answered
        .then((response) => ('data' in response ? completeDeferred(apiUrl, interaction, response.data, fetch) : undefined))
        .catch((error: unknown) => log(`[chat] follow-up for /${interaction.data.name} failed: ${(error as Error).message}`)),
    );
    return { type: 5 };
  }

  return async function handle(request: Request, scope: RequestScope): Promise<Response> {
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { allow: 'POST' });
    if (!settings || !verify) return json(500, CONFIG_ERROR);

    let body: Uint8Array;
    try {
      body = await readBodyLimited(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return json(413, { error: `Request body exceeds ${MAX_BODY_BYTES} bytes` });
      return json(400, { error: 'Could not read the request body' });
    }
    const signed = {
      signature: request.headers.get('x-signature-ed25519'),
      timestamp: request.headers.get('x-signature-timestamp'),
      body,
    };
    if (!verify(signed, now())) return json(401, BAD_SIGNATURE);

    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      return json(400, { error: 'Request body is not valid JSON' });
    }
    const kind = interactionTypeSchema.safeParse(parsed);
    if (!kind.success) return json(400, { error: 'Request body is not an interaction' });
    if (kind.data.type === 1) return json(200, { type: 1 });
    if (kind.data.type !== 2) return json(400, { error: `Unsupported interaction type ${kind.data.type}` });
    const interaction = commandInteractionSchema.safeParse(parsed);
    if (!interaction.success) return json(400, { error: 'Malformed application command interaction' });

    const siteUrl = settings.SITE_URL ?? new URL(request.url).origin;
    try {
      return json(200, await answerCommand(interaction.data, siteUrl, scope, settings.DISCORD_API_URL));
    } catch (error) {
      log(`[chat] interaction failed: ${(error as Error).stack ?? error}`);
      return json(200, ephemeral(TEXT.generic));
    }
  };
}

/**
 * A stand-in for the Anthropic Messages API, enough for the real Claude Code
 * client: `POST /v1/messages?beta=true`, always streamed (SSE), with a
 * `request-id` header. Loopback only.
 *
 * Turns are scripted through the prompt itself, so one stand-in serves every
 * run and every thread (main, subagent, --continue) without shared state: a
 * user text holding `[[script:<base64url JSON>]]` (see `scriptMarker`) lists
 * the assistant turns to play after it. The stand-in counts the assistant
 * turns already in the conversation after that user text and answers with the
 * next step; once the steps are used up it answers with the script's final
 * text. A request without a script (the client's own side requests, such as a
 * title) gets a short text. Every answer is recorded with its id, model and
 * usage, so tests can compare what the client wrote with what was sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

/**
 * One assistant turn: text, or one tool call (`Bash`, `Agent`, `Read`, …) with
 * its input, optionally after a text block (`say`): two content blocks in one
 * message, which the client writes as two transcript lines sharing its id.
 */
export type Step = { text: string; usage?: Partial<Usage> } | { tool: string; input: Record<string, unknown>; say?: string; usage?: Partial<Usage> };

export interface Script {
  steps: Step[];
  /** The text after the last step (default "Done."). */
  final?: string;
  finalUsage?: Partial<Usage>;
}

export interface SentMessage {
  id: string;
  requestId: string;
  model: string;
  usage: Usage;
  /** Whether the request carried a script (a scripted turn) or was a side request. */
  scripted: boolean;
  /** What was sent: the text, or the tool name. */
  kind: 'text' | 'tool_use';
  toolName?: string;
  toolUseId?: string;
}

interface ReceivedRequest {
  path: string;
  body: any;
}

export interface StandIn {
  url: string;
  sent: SentMessage[];
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

const MARKER = /\[\[script:([A-Za-z0-9_-]+)\]\]/;

/** The text to put in a prompt (or an Agent prompt) so the stand-in plays `script`. */
export function scriptMarker(script: Script): string {
  return `[[script:${Buffer.from(JSON.stringify(script)).toString('base64url')}]]`;
}

function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.filter((b) => b?.type === 'text' && typeof b.text === 'string').map((b) => b.text as string);
}

/**
 * The step to play for a request: the last user message carrying a script,
 * and the number of assistant turns after it. Pure, for the unit tests too.
 */
export function nextStep(messages: Array<{ role: string; content: unknown }>): { script: Script; index: number } | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role !== 'user') continue;
    const match = textsOf(m.content).map((t) => MARKER.exec(t)).find(Boolean);
    if (!match) continue;
    const script = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Script;
    const index = messages.slice(i + 1).filter((x) => x.role === 'assistant').length;
    return { script, index };
  }
  return undefined;
}

/** Distinct, easily told apart numbers per answer (n = 1, 2, …) unless the script sets them. */
export function usageFor(n: number, partial: Partial<Usage> = {}): Usage {
  const w5 = partial.cache_creation?.ephemeral_5m_input_tokens ?? 100 * n;
  const w1 = partial.cache_creation?.ephemeral_1h_input_tokens ?? 10 * n;
  return {
    input_tokens: partial.input_tokens ?? 1000 + n,
    output_tokens: partial.output_tokens ?? 20 + n,
    cache_read_input_tokens: partial.cache_read_input_tokens ?? 2000 * n,
    cache_creation_input_tokens: w5 + w1,
    cache_creation: { ephemeral_5m_input_tokens: w5, ephemeral_1h_input_tokens: w1 },
  };
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The SSE body of one answer, as the real API streams it. */
function streamOf(message: SentMessage, block: { text: string } | { tool: string; input: unknown; say?: string }): string {
  const u = message.usage;
  let out = sse('message_start', {
    type: 'message_start',
    message: {
      id: message.id,
      type: 'message',
      role: 'assistant',
      model: message.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      // Like the API: the start carries the input side and a first output token.
      usage: { ...u, output_tokens: 1 },
    },
  });
  if ('text' in block) {
    out += sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    out += sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: block.text } });
    out += sse('content_block_stop', { type: 'content_block_stop', index: 0 });
  } else {
    let index = 0;
    if (block.say) {
      out += sse('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      out += sse('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.say } });
      out += sse('content_block_stop', { type: 'content_block_stop', index });
      index++;
    }
    out += sse('content_block_start', {
      type: 'content_block_start',
      index,
      content_block: { type: 'tool_use', id: message.toolUseId, name: block.tool, input: {} },
    });
    out += sse('content_block_delta', {
      type: 'content_block_delta',
      index,
      delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) },
    });
    out += sse('content_block_stop', { type: 'content_block_stop', index });
  }
  out += sse('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: 'text' in block ? 'end_turn' : 'tool_use', stop_sequence: null },
    usage: { ...u },
  });
  out += sse('message_stop', { type: 'message_stop' });
  return out;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Start the stand-in on a free loopback port. */
export async function startStandIn(options: { sideText?: string } = {}): Promise<StandIn> {
  const sent: SentMessage[] = [];
  const requests: ReceivedRequest[] = [];
  let counter = 0;
  const server: Server = createServer(async (req, res) => {
    const raw = await bodyOf(req);
    let body: any;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    requests.push({ path: req.url ?? '', body });
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/messages' || typeof body !== 'object') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: `no ${req.method} ${req.url} here` } }));
      return;
    }
    const n = ++counter;
    const found = nextStep(Array.isArray(body.messages) ? body.messages : []);
    const step: Step | undefined = found
      ? (found.script.steps[found.index] ?? { text: found.script.final ?? 'Done.', usage: found.script.finalUsage })
      : undefined;
    const block = step ?? { text: options.sideText ?? 'OK.' };
    const message: SentMessage = {
      id: `msg_standin_${String(n).padStart(4, '0')}`,
      requestId: `req_standin_${String(n).padStart(4, '0')}`,
      model: String(body.model ?? 'claude-sonnet-4-6'),
      usage: usageFor(n, step?.usage),
      scripted: Boolean(found),
      kind: 'tool' in block ? 'tool_use' : 'text',
      ...('tool' in block ? { toolName: block.tool, toolUseId: `toolu_standin_${String(n).padStart(4, '0')}` } : {}),
    };
    sent.push(message);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': message.requestId });
    res.end(streamOf(message, block));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
